// A QR code drawn as one SVG path: one unit square per dark module, so the picture is crisp at any size and needs
// no canvas. The modules come from the qrcode library.

/** The dark modules of a square matrix (row by row) as an SVG path in module units, offset by the quiet zone. */
export function qrPath(size: number, isDark: (row: number, column: number) => boolean, quiet: number): string {
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (isDark(row, column)) parts.push(`M${column + quiet} ${row + quiet}h1v1h-1z`);
    }
  }
  return parts.join('');
}

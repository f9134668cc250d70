/** A partner's crest: a shield in its two colours with its initials (decorative: the name is written beside it). */
export function PartnerCrest({ initials, colours, size = 64 }: { initials: string; colours: readonly [string, string]; size?: number }) {
  const [main, accent] = colours;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M32 3l25 8v19c0 16-11 26-25 31C18 56 7 46 7 30V11z" fill={main} />
      <path d="M32 9l19 6v15c0 12-8 20-19 24-11-4-19-12-19-24V15z" fill="none" stroke={accent} strokeWidth="2.5" />
      <text x="32" y="37" textAnchor="middle" fontSize="17" fontWeight="800" fill={accent} fontFamily="system-ui, sans-serif">
        {initials}
      </text>
    </svg>
  );
}

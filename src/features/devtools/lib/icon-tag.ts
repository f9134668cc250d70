import type { IconSampleProps } from '@/shared/ui/icons/icon-registry';

/**
 * The JSX tag that renders an icon with these props, as a developer would type it:
 * `formatIconTag('SportIcon', { sportId: 1, active: true })` -> `<SportIcon sportId={1} active />`.
 * true flags are written bare, false flags are left out, strings are quoted, numbers go in braces.
 */
export function formatIconTag(name: string, props: IconSampleProps = {}): string {
  const attributes = Object.entries(props).flatMap(([key, value]) => {
    if (value === true) return [key];
    if (value === false) return [];
    if (typeof value === 'number') return [`${key}={${value}}`];
    return [`${key}=${JSON.stringify(value)}`];
  });
  return `<${[name, ...attributes].join(' ')} />`;
}

/** A regular expression for an origin pattern such as `https://{tenant}.console.example.com`. */
export function originPattern(pattern: string): RegExp {
  const escaped = pattern
    .trim()
    .replace(/\/+$/, '')
    .split('{tenant}')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?');
  return new RegExp(`^${escaped}$`, 'i');
}

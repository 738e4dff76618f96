/** The hostname of a domain-route entry: the platform sends bare names or full URLs (`https://` may be missing). */
export function domainHostname(domainName: string): string {
  const trimmed = domainName.trim().toLowerCase();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    return new URL(withScheme).hostname;
  } catch {
    return '';
  }
}

/** Whether a hostname is usable at all (an address like `http://exa mple/` is the "invalid URL" case). */
export function isValidHost(host: string): boolean {
  if (!host || host.length > 253) return false;
  try {
    return new URL(`https://${host}`).hostname === host.toLowerCase();
  } catch {
    return false;
  }
}

/** Whether the current host is one of the platform's domains for this brand. */
export function isHostListed(host: string, domainList: readonly { domainName: string }[]): boolean {
  const wanted = host.toLowerCase();
  return domainList.some((d) => domainHostname(d.domainName) === wanted);
}

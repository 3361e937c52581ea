function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function words(segment: string): string[] {
  return segment
    .split(/[-_\s]+/)
    .filter((word) => word !== '' && !/^\d+$/.test(word))
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
}

/**
 * The document title, taken from the path as the spec asks: "/orders/list" -> "Orders List | Acme".
 * Pass the route pattern ("/orders/view/:id") when known so ids and codes stay out of the title.
 */
export function pageTitle(path: string, companyName: string): string {
  const name = path
    .split('?')[0]!
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith(':'))
    .flatMap((segment) => words(decode(segment)))
    .join(' ');
  if (!name) return companyName;
  return companyName ? `${name} | ${companyName}` : name;
}

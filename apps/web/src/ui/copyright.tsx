/**
 * "© <year> Trust Fund": the year is this one, by the clock of whoever draws it (the server for a
 * prerendered page, else the browser), where the spec's footer froze it at 2022.
 */
export function Copyright({ className }: { className?: string }) {
  return <p className={className}>© {new Date().getFullYear()} Trust Fund. All rights reserved.</p>;
}

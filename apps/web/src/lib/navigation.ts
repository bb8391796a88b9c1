/**
 * Lets code outside React (the API client, logout) move to another screen through the router, so
 * the app is not reloaded. The root layout registers the router's navigate; before it has (or in a
 * test), a full page load does the same job.
 */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
type Navigate = (to: string, opts?: NavigateOptions) => void;

let navigator: Navigate | null = null;

export function registerNavigator(fn: Navigate | null) {
  navigator = fn;
}

export function navigateTo(to: string, opts: NavigateOptions = {}) {
  if (navigator) navigator(to, opts);
  else window.location.assign(to);
}

/**
 * Sends the browser to a page outside the console (the payment provider's checkout). One place,
 * so tests can watch where it goes: jsdom's `location` cannot be replaced.
 */
export function leaveConsoleFor(url: string): void {
  window.location.assign(url);
}

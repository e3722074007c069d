/**
 * Sends the browser to a page outside the console (the payment provider's checkout). Screens
 * take it as a default they can be handed a stand-in for: jsdom's `location` cannot be replaced,
 * and module mocks are unreliable in the vmForks pool.
 */
export function leaveConsoleFor(url: string): void {
  window.location.assign(url);
}

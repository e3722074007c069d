import type { Locator, Page } from 'playwright-core';

/** What makes focus visible on an element: its outline, shadow and border (computed). */
type Look = { outline: string; shadow: string; border: string; background: string };

/**
 * The look of the element and its two nearest ancestors: a composite control (a password field)
 * draws its focus border on the wrapper around the real input.
 */
function lookOf(target: Locator): Promise<Look> {
  // The page's globals are reached through the element: this package is typed without the DOM.
  return target.evaluate((el) => {
    const view = el.ownerDocument.defaultView;
    const chain = [el, el.parentElement, el.parentElement?.parentElement].filter(
      (e) => e instanceof view.HTMLElement,
    );
    const looks = chain.map((e) => {
      const s = view.getComputedStyle(e);
      const hasOutline = s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0;
      return {
        outline: hasOutline ? `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}` : '',
        shadow: s.boxShadow,
        border: s.borderColor,
        background: s.backgroundColor,
      };
    });
    return {
      outline: looks.map((l) => l.outline).join(''),
      shadow: looks.map((l) => l.shadow).join('|'),
      border: looks.map((l) => l.border).join('|'),
      background: looks.map((l) => l.background).join('|'),
    };
  });
}

export const isFocused = (target: Locator): Promise<boolean> =>
  target.evaluate((el) => el === el.ownerDocument.activeElement).catch(() => false);

/** A short description of the focused element, for failure messages. */
export function focusedElement(page: Page): Promise<string> {
  return page.locator('html').evaluate((root) => {
    const el = root.ownerDocument.activeElement;
    if (!el || el === root.ownerDocument.body) {
      return 'body';
    }
    const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()}> ${name}`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, then checks focus is visible on it: with
 * focus its look differs from its look at rest (a focus ring, or an input's focus border).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { back?: boolean; max?: number; ringOn?: Locator } = {},
): Promise<void> {
  await target.waitFor({ state: options.ringOn ? 'attached' : 'visible' });
  // A visually hidden control (a file input) shows its focus on the element drawn for it.
  const shown = options.ringOn ?? target;
  const rest = (await isFocused(target)) ? null : await lookOf(shown);
  for (let presses = 0; !(await isFocused(target)); presses++) {
    if (presses >= (options.max ?? 80)) {
      throw new Error(`Tab never reached ${target}; focus is on ${await focusedElement(page)}`);
    }
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
  }
  if (rest) {
    // Past any border or shadow transition.
    await page.waitForTimeout(200);
    const focused = await lookOf(shown);
    const visible =
      focused.outline !== '' ||
      focused.shadow !== rest.shadow ||
      focused.border !== rest.border ||
      focused.background !== rest.background;
    if (!visible) {
      throw new Error(`no visible focus on ${target}: ${JSON.stringify(focused)}`);
    }
  }
}

/** Tabs to `target` and presses `key` (Enter by default) on it. */
export async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/**
 * With a dialog open: focus is inside it, stays inside through `presses` Tabs forward and back,
 * and Escape closes it and gives focus back to `opener`.
 */
export async function checkDialogTrap(
  page: Page,
  dialog: Locator,
  opener: Locator,
  presses = 12,
): Promise<void> {
  await dialog.waitFor();
  const inside = () => dialog.evaluate((d) => d.contains(d.ownerDocument.activeElement));
  // Mantine moves focus in after its opening transition.
  for (let i = 0; i < 20 && !(await inside()); i++) {
    await page.waitForTimeout(50);
  }
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      if (!(await inside())) {
        throw new Error(`focus left the dialog after ${i} × ${key}: ${await focusedElement(page)}`);
      }
      await page.keyboard.press(key);
    }
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  for (let i = 0; i < 20 && !(await isFocused(opener)); i++) {
    await page.waitForTimeout(50);
  }
  if (!(await isFocused(opener))) {
    throw new Error(`focus did not return to the opener: ${await focusedElement(page)}`);
  }
}

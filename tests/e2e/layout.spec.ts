import type { Locator, Page } from '@playwright/test';
import { brands, expect, expectNoAxeViolations, t, test } from './support';

/**
 * What a visitor sees at the common widths, for each brand, on the home page, a category page and the sign-in popup:
 * every nav item reachable by its scroll buttons and by the keyboard, no control or card name clipped or under
 * another element (the right rail, a card's buttons), and no sideways page scroll.
 */
const WIDTHS = [412, 768, 1366, 1920];

/**
 * Runs in the page. Every control, and every card name (h3), inside `scope` that is shown: scrolled into view (as a
 * person scrolls to it), it must lie inside the viewport and inside every box that clips it, and be what is hit at its
 * centre. Returns what fails, in words.
 */
async function layoutProblems(scope: Element): Promise<string[]> {
  const problems: string[] = [];
  const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) problems.push(`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  const shown = (el: Element) => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    if (el.closest('[aria-hidden="true"], [inert]')) return false;
    // A carousel's slides pass under its frame by design; its own buttons are outside it.
    if (el.closest('[aria-roledescription]')) return false;
    const box = el.getBoundingClientRect();
    return box.width >= 4 && box.height >= 4;
  };
  const controls = [
    ...scope.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, [role="slider"], h3'),
  ].filter(shown);
  const inView = (box: DOMRect) => box.left >= -1 && box.right <= innerWidth + 1 && box.top >= -1 && box.bottom <= innerHeight + 1;
  for (const el of controls) {
    // Sections out of view are laid out once they come near it (content-visibility), which may move what follows: a
    // person scrolls again.
    for (let tries = 0; tries < 3 && (tries === 0 || !inView(el.getBoundingClientRect())); tries += 1) {
      const y = window.scrollY;
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      if (tries > 0 || window.scrollY !== y) await frames();
    }
    const box = el.getBoundingClientRect();
    // Wholly off the page until focused: a skip link.
    if (box.bottom <= 0 && window.scrollY === 0) continue;
    if (!inView(box)) {
      problems.push(`${describe(el)} does not fit the viewport`);
      continue;
    }
    let clipped = false;
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      const clip = up.getBoundingClientRect();
      const x = style.overflowX !== 'visible' && (box.left < clip.left - 1 || box.right > clip.right + 1);
      const y2 = style.overflowY !== 'visible' && (box.top < clip.top - 1 || box.bottom > clip.bottom + 1);
      if (x || y2) {
        problems.push(`${describe(el)} is cut by ${describe(up)}`);
        clipped = true;
        break;
      }
    }
    if (clipped) continue;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const label = hit?.closest('label');
    if (hit && !el.contains(hit) && !(label && label.control === el)) problems.push(`${describe(el)} is under ${describe(hit)}`);
  }
  return problems;
}

/** The nav items a person can see whole right now (inside the row's visible part and not under anything). */
async function wholeNavItems(nav: Locator): Promise<string[]> {
  return nav.evaluate((el) => {
    const row = el.querySelector('ul')!.getBoundingClientRect();
    return [...el.querySelectorAll('ul > li a')]
      .filter((a) => {
        const box = a.getBoundingClientRect();
        if (box.left < row.left - 1 || box.right > row.right + 1) return false;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && a.contains(hit);
      })
      .map((a) => a.textContent ?? '');
  });
}

/** Every nav item is seen whole at some point when the forward button is pressed, and when Tab walks the bar. */
async function expectNavReachable(page: Page) {
  const nav = page.getByRole('navigation', { name: t('nav_aria_games') });
  await expect(nav).not.toHaveAttribute('aria-busy');
  const all = await nav.locator('ul > li a').allTextContents();
  const seen = new Set(await wholeNavItems(nav));
  const forward = nav.getByRole('button', { name: t('layout_nav_scroll_forward') });
  while (seen.size < all.length && (await forward.isVisible()) && (await forward.isEnabled())) {
    await forward.click();
    for (const name of await wholeNavItems(nav)) seen.add(name);
  }
  expect(all.filter((name) => !seen.has(name)), 'nav items the scroll buttons never bring into view').toEqual([]);

  // The keyboard: each item scrolls into view as Tab reaches it.
  const links = nav.locator('ul > li a');
  await links.first().focus();
  const unseen: string[] = [];
  for (const name of all) {
    const focused = nav.locator('a:focus');
    await expect(focused).toHaveText(name);
    if (!(await wholeNavItems(nav)).includes(name)) unseen.push(name);
    // Past the item's drop-down button, if it has one.
    await page.keyboard.press('Tab');
    if (await nav.locator('button:focus').count()) await page.keyboard.press('Tab');
  }
  expect(unseen, 'nav items not in view when focused').toEqual([]);
}

async function expectNothingCutOrCovered(page: Page, scope: Locator) {
  expect(await scope.evaluate(layoutProblems)).toEqual([]);
}

for (const brand of brands()) {
  for (const width of WIDTHS) {
    test(`${brand.code} at ${width} px: home, a category page and the sign-in popup have nothing cut or covered`, async ({ page }) => {
      test.slow();
      // Reduced motion: the nav's scroll buttons move the row at once.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: width < 700 ? 915 : 900 });
      await page.goto(brand.url);
      await expect(page.getByRole('region', { name: t('home_banners') }).getByRole('img').first()).toBeVisible();
      await expect(page.getByRole('group').first()).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('region', { name: t('layout_game_providers') })).toBeAttached();
      await expectNavReachable(page);
      await expectNothingCutOrCovered(page, page.locator('body'));

      await page.evaluate(() => window.scrollTo(0, 0));
      const nav = page.getByRole('navigation', { name: t('nav_aria_games') });
      await nav.getByRole('link', { name: t('nav_rng'), exact: true }).click();
      // The pointer leaves the bar (its hover opens a category's vendors over the page).
      await page.mouse.move(width / 2, 700);
      await expect(page.getByRole('heading', { level: 1, name: t('nav_rng') })).toBeVisible();
      await expect(page.getByRole('main').getByRole('group').first()).toBeVisible();
      await expectNothingCutOrCovered(page, page.locator('body'));

      await page.evaluate(() => window.scrollTo(0, 0));
      const banner = page.getByRole('banner');
      const more = banner.getByRole('button', { name: t('layout_sign_in_more') });
      if (await more.isVisible()) await more.click();
      else await banner.getByRole('button', { name: t('layout_sign_in'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('auth_sign_in_title'), exact: true });
      await expect(dialog.getByRole('slider', { name: t('form_label_sliderCaptcha') })).toBeVisible();
      await expectNothingCutOrCovered(page, dialog);
    });
  }
}

test('the start-up skeleton has the landmarks and the h1 the page will have, axe clean while it shows', async ({ page }) => {
  const [brand] = brands();
  // Only index.html's own skeleton: the app's code never arrives (as on a loaded machine, for longer than usual).
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(brand!.url);
  await expect(page.getByRole('heading', { level: 1, name: brand!.name })).toBeAttached();
  await expect(page.getByRole('main')).toBeAttached();
  await expect(page.getByRole('banner')).toBeAttached();
  await expectNoAxeViolations(page);
});

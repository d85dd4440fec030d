import type { Page } from '@playwright/test';

/**
 * Checks for forced colours (Windows contrast themes), run in the page. The browser then paints every text, border and
 * background in the user's few system colours and drops box shadows and background images: what a control showed
 * by a background or a shadow alone disappears. Each returns one line per problem.
 */

/**
 * Controls that vanish: a field or a switch with no border left (a text field, a toggle drawn by its background), or
 * a button with neither text nor icon.
 */
export const vanishedControls = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    /** A border on some side, or an outline all round (what a switch gets). */
    const bordered = (element: Element | null) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
      return outlined || ['top', 'right', 'bottom', 'left'].some((side) => style.getPropertyValue(`border-${side}-style`) !== 'none' && parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1);
    };
    /** The box a field is drawn in: itself, or one of the three elements around it (antd's affix wrapper, picker). */
    const framed = (element: Element) =>
      [element, element.parentElement, element.parentElement?.parentElement, element.parentElement?.parentElement?.parentElement].some((box) => bordered(box ?? null));
    const name = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
    // Radios are the options of a choice, seen by their labels' words (lostSelections checks which one is chosen).
    const controls = document.querySelectorAll<HTMLElement>('button, a[href], input:not([type="radio"]), select, textarea, [role="switch"], [role="checkbox"]');
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true }) || control.closest('[aria-hidden="true"], [inert]')) continue;
      const field = control.matches('input:not([type="checkbox"], [type="radio"], [type="hidden"]), select, textarea');
      const toggle = control.matches('[role="switch"], [role="checkbox"], input[type="checkbox"]');
      if (field && !framed(control)) found.push(`${name(control)}: a field with no border left`);
      else if (toggle && !(framed(control) || [...control.querySelectorAll('*')].some(bordered) || (control.closest('label') && [...control.closest('label')!.querySelectorAll('*')].some(bordered))))
        found.push(`${name(control)}: a toggle with no border left`);
      else if (!field && !toggle && !control.innerText.trim() && !control.querySelector('svg, img') && !bordered(control))
        found.push(`${name(control)}: neither text, icon nor border`);
    }
    return found;
  });

/**
 * Choices whose chosen item looks like the others: in each radio group and each navigation, the checked or current
 * item must differ from the rest in something a forced palette keeps.
 */
export const lostSelections = (page: Page) =>
  page.evaluate(() => {
    // The page's own background: an item painted in it, or in nothing, shows no background at all.
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.background = 'Canvas';
    const canvas = getComputedStyle(probe).backgroundColor;
    probe.remove();
    const background = (colour: string) => (colour === canvas || /rgba\(.*, 0\)$/.test(colour) ? 'none' : colour);
    /** The look a forced palette leaves: borders, outline, weight, underline and the (system) colours. */
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return [background(style.backgroundColor), style.color, style.borderTopStyle, style.borderTopWidth, style.borderTopColor, style.borderBottomWidth]
        .concat([style.borderInlineStartWidth, style.outlineStyle, style.fontWeight, style.textDecorationLine])
        .join(' ');
    };
    const found: string[] = [];
    const face = (element: Element) => element.closest('label') ?? element;
    for (const group of document.querySelectorAll('[role="radiogroup"]')) {
      const radios = [...group.querySelectorAll('input[type="radio"], [role="radio"]')];
      const chosen = radios.filter((radio) => (radio as HTMLInputElement).checked || radio.getAttribute('aria-checked') === 'true');
      const others = radios.filter((radio) => !chosen.includes(radio));
      if (chosen.length === 1 && others.some((other) => look(face(other)) === look(face(chosen[0]!))))
        found.push(`the chosen "${face(chosen[0]!).textContent?.trim()}" of "${group.getAttribute('aria-label') ?? ''}" looks like the others`);
    }
    for (const current of document.querySelectorAll('nav [aria-current="page"], nav [aria-current="location"]')) {
      const others = [...current.closest('nav')!.querySelectorAll('a[href]')].filter((link) => link !== current && !link.hasAttribute('aria-current'));
      if (current.checkVisibility() && others.some((other) => look(other) === look(current)))
        found.push(`the current page "${current.textContent?.trim()}" looks like the other links of its menu`);
    }
    return found;
  });

/** Status chips (they carry their word) keep a border around the word. */
export const borderlessChips = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-status]')]
      .filter((chip) => chip.checkVisibility() && getComputedStyle(chip).borderTopStyle === 'none')
      .map((chip) => `the chip "${chip.textContent?.trim()}" has no border`),
  );

/** The focused control shows an outline of at least 2 px, on itself or on the field box around it (antd's inputs). */
export const focusRing = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const ring = (element: Element | null) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    };
    const around = [focused, focused.parentElement, focused.parentElement?.parentElement, focused.parentElement?.parentElement?.parentElement];
    return around.some((element) => element && ring(element)) ? null : `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 30)}" shows no focus outline`;
  });

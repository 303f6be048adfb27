/**
 * Where the shell's fixed parts sit, so that none of them ever lies over a control. One file
 * for the numbers the tab bar, the help button and the page's padding must agree on (Tailwind needs the class
 * names written out whole, so they are literal strings):
 *
 * - Under 640 px the tab navigation is a bar fixed to the bottom of the screen (56 px high) whose right end is a
 *   60 px slot left empty for the help button, which sits in it: the button never floats over the page, and the
 *   page scrolls under the bar and ends with room to clear it.
 * - From 640 px the navigation sticks to the top and the help button floats at the bottom right; the page keeps a
 *   right margin wider than the button (up to 1280 px, where the centred column leaves room of its own) and bottom room, so no control can pass under it.
 */

/** The help button: in the bar's slot on phones, floating at the bottom right from 640 px. */
export const HELP_BUTTON_PLACE = 'fixed right-1.5 bottom-1 z-40 size-12 sm:right-6 sm:bottom-6 sm:size-14';

/** The navigation: a bottom bar on phones, a strip stuck under the top of the screen from 640 px. */
export const TAB_BAR_PLACE =
  'fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white shadow-[0_-2px_6px_rgb(15_23_42/0.06)] ' +
  'sm:sticky sm:top-0 sm:bottom-auto sm:border-t-0 sm:border-b sm:shadow-none';

/**
 * The list of tabs: on phones the five share the width left of the help button's slot, each as wide as its label
 * needs and the rest shared out (a wide font still fits "Substances").
 */
export const TAB_LIST_PLACE = 'mx-auto flex max-w-5xl gap-0.5 pr-15 pl-1 sm:gap-2 sm:px-4 lg:px-6';

/** One tab of that list. */
export const TAB_ITEM_PLACE = 'min-w-0 flex-auto sm:flex-none';

/** The page: bottom room to scroll clear of the bar (phones) or the help button, and the right margin beside it. */
export const MAIN_PLACE = 'px-4 pt-8 pb-24 sm:pr-24 sm:pb-28 sm:pl-6 lg:pl-8 xl:pr-8';

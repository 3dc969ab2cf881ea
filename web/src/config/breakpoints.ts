/** The layout switches to mobile below 768 px; the header nav shows from 1300 px. */
export const MOBILE_BREAKPOINT = 768;
export const WIDE_NAV_BREAKPOINT = 1300;

import type { Language } from './i18n.ts';

/**
 * Numbers as Intl.NumberFormat writes them for vi-VN and en-US ("1.532" / "1,532", "4,5" /
 * "4.5", "45,5%" / "45.5%"), made without Intl. The first Intl object a page makes loads ICU's
 * data: 20-60 ms of the main thread on a desktop, about four times that on a mid-range phone,
 * inside the first drawing of the vote screen and a place's page, whose only Intl use was their
 * numbers. Only these two locales' separators are needed; the tests compare every form with Intl.
 */
const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  vi: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

export interface FractionDigits {
  /** Digits always shown after the decimal separator (default 0). */
  min?: number;
  /** Digits at most (default 0): rounded half away from zero, as Intl does. */
  max?: number;
}

/** "1.532" / "1,532"; with fraction digits, "4,5" / "4.5". */
export function formatNumber(value: number, language: Language, { min = 0, max = min }: FractionDigits = {}): string {
  const { group, decimal } = SEPARATORS[language];
  // Rounded in decimal, as Intl rounds the number's shortest decimal form: "1.005e2" is read as
  // 100.5, where 1.005 * 100 is 100.49999999999999 (toFixed gives "1.00" where Intl gives "1.01").
  const magnitude = Math.abs(value);
  let scaled = Math.round(Number(`${magnitude}e${max}`));
  // A number JavaScript writes with an exponent (below 1e-6, from 1e21) has no such form.
  if (!Number.isFinite(scaled)) scaled = Math.round(magnitude * 10 ** max);
  const digits = String(scaled).padStart(max + 1, '0');
  const whole = digits.slice(0, digits.length - max);
  let fraction = digits.slice(digits.length - max);
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${fraction ? decimal + fraction : ''}`;
}

/** A percentage given as 0-100: "45,5%" / "45.5%" (one decimal at most by default). */
export function formatPercent(percent: number, language: Language, digits: FractionDigits = { max: 1 }): string {
  return `${formatNumber(percent, language, digits)}%`;
}

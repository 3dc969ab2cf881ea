// A part of a locale file, cut by web/build/screen-texts.ts (`../locales/vi.json?discover&texts`).
declare module '*&texts' {
  const texts: Record<string, unknown>;
  export default texts;
}

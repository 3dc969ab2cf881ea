import { useTranslation } from 'react-i18next';

/**
 * The document title of a page: "{title} – Du lịch Thái Nguyên" / "{title} – Thai Nguyen
 * Tourism". Every page renders one, so a browser tab, a bookmark or a screen reader announcing
 * the new page always names both the page and the site. React hoists the <title> into <head>.
 */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  return <title>{`${title} – ${t('app.title')}`}</title>;
}

import type { Suggestion } from '@tn/contracts/culinary';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDateTime } from '../../../lib/date-format.ts';
import { formatNumber } from '../../../lib/number-format.ts';
import { restaurantKindLabel } from '../../../lib/restaurant-kind.ts';
import { useSuggestionQueue } from '../api/moderation-queues.ts';
import { DecisionButtons } from './decision-buttons.tsx';
import { ItemFacts } from './item-facts.tsx';
import { QueueStates } from './queue-states.tsx';

/** Places to eat visitors suggested, oldest first; approving one lists it with the "suggested by visitors" badge. */
export function SuggestionQueue() {
  const { t } = useTranslation();
  const query = useSuggestionQueue();
  return (
    <QueueStates
      query={query}
      loadingLabel={t('admin.suggestions.loading')}
      errorLabel={t('admin.suggestions.loadError')}
      emptyLabel={t('admin.suggestions.empty')}
    >
      {(suggestions) => (
        <ul className="grid gap-4" aria-label={t('admin.tabs.suggestions')}>
          {suggestions.map((suggestion) => (
            <li key={suggestion.id}>
              <PendingSuggestion suggestion={suggestion} />
            </li>
          ))}
        </ul>
      )}
    </QueueStates>
  );
}

function PendingSuggestion({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const point =
    suggestion.latitude !== null && suggestion.longitude !== null
      ? `${formatNumber(suggestion.latitude, language, { max: 6 })}, ${formatNumber(suggestion.longitude, language, { max: 6 })}`
      : t('admin.suggestions.noPoint');
  return (
    <article aria-labelledby={titleId} data-testid="pending-suggestion" className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4">
      <h3 id={titleId} className="text-lg font-semibold text-stone-900">
        {suggestion.name}
      </h3>
      <ItemFacts
        facts={[
          [t('admin.suggestions.kind'), restaurantKindLabel(suggestion.kind, t)],
          [t('admin.suggestions.address'), suggestion.address],
          [t('admin.suggestions.serves'), suggestion.serves],
          [t('admin.suggestions.point'), point],
          [t('admin.suggestions.author'), suggestion.authorName ?? t('admin.visitor')],
          [t('admin.sentAt'), formatDateTime(suggestion.createdAt, language)],
        ]}
      />
      <DecisionButtons kind="suggestion" id={suggestion.id} itemName={t('admin.suggestions.itemName', { name: suggestion.name })} describedBy={titleId} />
    </article>
  );
}

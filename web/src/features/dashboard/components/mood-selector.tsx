import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { cn } from '../../../lib/cn.ts';
import { TRAVEL_MOODS } from '@tn/contracts/constants';
import type { TravelMood } from '@tn/contracts/constants';
import { useSetMood } from '../api/set-mood.ts';

/** The travel mood as a radio group (native radios: arrows move and choose). */
export function MoodSelector({ mood }: { mood: TravelMood | null }) {
  const { t } = useTranslation();
  // The radio follows the click at once; the cached profile takes over once the call settles
  // (the new mood, or the old one after a refusal).
  const [chosen, setChosen] = useState<TravelMood | null>(null);
  const shown = chosen ?? mood;
  const setMood = useSetMood({
    onSettled: () => setChosen(null),
    onSuccess: (chosen) => toast.success(t('dashboard.mood.saved', { mood: t(`dashboard.mood.options.${chosen}`) })),
    onError: () => toast.error(t('dashboard.mood.failed')),
  });

  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5">
      <fieldset>
        <legend className="text-lg font-semibold text-stone-900">{t('dashboard.mood.title')}</legend>
        <p className="mt-1 text-sm text-stone-600">{t('dashboard.mood.hint')}</p>
        <div className="mt-4 grid gap-2">
          {TRAVEL_MOODS.map((option) => (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 ring-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-tea-700',
                shown === option ? 'bg-tea-50 ring-tea-600' : 'ring-stone-200 hover:bg-stone-50',
              )}
            >
              <input
                type="radio"
                name="travel-mood"
                value={option}
                checked={shown === option}
                onChange={() => {
                  setChosen(option);
                  setMood.mutate(option);
                }}
                className="size-4 accent-tea-700"
              />
              <span className="text-sm font-medium text-stone-900">{t(`dashboard.mood.options.${option}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}

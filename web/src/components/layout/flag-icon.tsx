import type { Language } from '../../lib/i18n.ts';

/** Flag for the active language: United States for English, Viet Nam for Vietnamese. */
export function FlagIcon({ language, className }: { language: Language; className?: string }) {
  return language === 'en' ? <UsFlag className={className} /> : <VietnamFlag className={className} />;
}

function VietnamFlag({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 30 20" aria-hidden="true" focusable="false" className={className}>
      <rect width="30" height="20" fill="#da251d" />
      <polygon
        fill="#ffcd00"
        points="15,4 16.18,7.64 20,7.64 16.91,9.88 18.09,13.52 15,11.27 11.91,13.52 13.09,9.88 10,7.64 13.82,7.64"
      />
    </svg>
  );
}

function UsFlag({ className }: { className?: string }) {
  const stripes = Array.from({ length: 13 }, (_, i) => i);
  return (
    <svg viewBox="0 0 190 100" aria-hidden="true" focusable="false" className={className} preserveAspectRatio="none">
      {stripes.map((i) => (
        <rect key={i} y={(i * 100) / 13} width="190" height={100 / 13 + 0.2} fill={i % 2 === 0 ? '#b22234' : '#ffffff'} />
      ))}
      <rect width="76" height={(100 * 7) / 13} fill="#3c3b6e" />
      <g fill="#ffffff">
        {Array.from({ length: 5 }, (_, row) =>
          Array.from({ length: 6 }, (_, col) => (
            <circle key={`${row}-${col}`} cx={6.3 + col * 12.6} cy={5.4 + row * 10.8} r="2.2" />
          )),
        )}
        {Array.from({ length: 4 }, (_, row) =>
          Array.from({ length: 5 }, (_, col) => (
            <circle key={`b${row}-${col}`} cx={12.6 + col * 12.6} cy={10.8 + row * 10.8} r="2.2" />
          )),
        )}
      </g>
    </svg>
  );
}

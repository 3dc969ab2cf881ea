import { VideoOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { resolveVideo } from '../../utils/resolve-video.ts';

/**
 * The video tour, made safe: only what resolveVideo accepts is embedded — a
 * YouTube (no-cookie) or Vimeo player in a sandboxed iframe, or a native <video> — never the
 * stored HTML. Everything else shows the no-video text.
 */
export function VideoTour({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation();
  const video = resolveVideo(url);

  if (video === null) {
    return (
      <div className="flex items-center gap-4 rounded-2xl border border-dashed border-stone-300 bg-white px-5 py-6">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-stone-100 text-stone-500">
          <VideoOff aria-hidden="true" className="size-6" />
        </span>
        <div>
          <p className="font-medium text-stone-800">{t('location.video.none')}</p>
          <p className="mt-0.5 text-sm text-stone-600">{t('location.video.noneHint')}</p>
        </div>
      </div>
    );
  }

  if (video.kind === 'file') {
    return (
      <video
        controls
        preload="metadata"
        src={video.src}
        aria-label={t('location.video.title', { name })}
        className="aspect-video w-full rounded-2xl bg-black"
      >
        {t('location.video.unsupported')}
      </video>
    );
  }

  return (
    <iframe
      src={video.src}
      title={t('location.video.title', { name })}
      loading="lazy"
      allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
      className="aspect-video w-full rounded-2xl border-0 bg-black"
    />
  );
}

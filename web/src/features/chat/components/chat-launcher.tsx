import { Suspense } from 'react';
import { ChunkBoundary, useLazyPart } from '../../../components/ui/chunk-boundary.tsx';
import { MOBILE_BREAKPOINT } from '../../../config/breakpoints.ts';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { useOnceTrue } from '../../../hooks/use-once-true.ts';
import { useResetOnLanguageChange } from '../hooks/use-reset-on-language-change.ts';
import { useChatStore } from '../stores/chat-store.ts';
import { LauncherButton } from './launcher-button.tsx';

// The dialog, the panel and its markdown renderer are a chunk of their own, fetched on the first open.
const loadChatDialog = () => import('./chat-dialog.tsx').then((m) => ({ default: m.ChatDialog }));

/**
 * The floating assistant button, bottom right, and the panel it opens: a modal sheet on phones,
 * a docked non-modal panel from 768 px, so the page beside it stays usable (an in-app link from
 * an answer opens there). Until the first open the button is a plain one that says it opens a
 * dialog; from then on it is the dialog's own trigger.
 */
export function ChatLauncher() {
  const open = useChatStore((s) => s.open);
  const setOpen = useChatStore((s) => s.setOpen);
  const docked = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT}px)`);
  const wanted = useOnceTrue(open);
  const { Part: ChatDialog, attempt, failed } = useLazyPart(loadChatDialog);
  useResetOnLanguageChange();

  const plain = <LauncherButton open={false} aria-haspopup="dialog" aria-expanded={false} onClick={() => setOpen(true)} />;
  if (!wanted) return plain;
  // A dialog that could not be fetched: said in a toast; the plain button stands in its place
  // until the next attempt (the next press) fetches it again.
  const onError = () => {
    failed();
    setOpen(false);
  };
  return (
    <ChunkBoundary key={attempt} onError={onError} fallback={plain}>
      <Suspense fallback={<LauncherButton open={false} aria-haspopup="dialog" aria-expanded={false} aria-busy="true" />}>
        <ChatDialog docked={docked} />
      </Suspense>
    </ChunkBoundary>
  );
}

import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useChatStore } from '../stores/chat-store.ts';
import { ChatPanel } from './chat-panel.tsx';
import { LauncherButton } from './launcher-button.tsx';

/**
 * The launcher as a Radix dialog trigger and the panel it opens: a modal sheet on phones, a
 * docked non-modal panel from 768 px. Fetched on the first open (with the panel's markdown).
 */
export function ChatDialog({ docked }: { docked: boolean }) {
  const open = useChatStore((s) => s.open);
  const setOpen = useChatStore((s) => s.setOpen);
  return (
    <DialogPrimitive.Root open={open} modal={!docked} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <LauncherButton open={open} />
      </DialogPrimitive.Trigger>
      <ChatPanel docked={docked} />
    </DialogPrimitive.Root>
  );
}

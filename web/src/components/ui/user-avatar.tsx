import { useState } from 'react';
import type { AuthUser } from '../../lib/auth/auth-store.ts';
import { cn } from '../../lib/cn.ts';

/** The first letter of the name, else of the email; '?' when the provider gave neither. */
function userInitial(user: Pick<AuthUser, 'displayName' | 'email'>): string {
  const source = user.displayName?.trim() || user.email?.trim() || '?';
  return Array.from(source)[0]!.toLocaleUpperCase();
}

/**
 * The provider's profile photo, or the initial on a tea-green disc when there is none (or it
 * fails). The initial is drawn by CSS, not written as text: inside a button labelled "Account:
 * {name}" a text initial would make the visible label ("L Lan") differ from the accessible one.
 */
export function UserAvatar({ user, className }: { user: Pick<AuthUser, 'displayName' | 'email' | 'photoURL'>; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const photo = user.photoURL && failed !== user.photoURL ? user.photoURL : null;
  return (
    <span
      aria-hidden="true"
      data-initial={photo ? undefined : userInitial(user)}
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-tea-700 text-sm font-semibold text-white',
        !photo && 'before:content-[attr(data-initial)]',
        className,
      )}
    >
      {photo ? (
        <img
          src={photo}
          alt=""
          // Google's photo host refuses some requests that carry a Referer.
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailed(photo)}
        />
      ) : null}
    </span>
  );
}

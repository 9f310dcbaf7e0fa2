const KEY = 'campus.signOutNotice';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Why the server ended the session (the reason of its 4401 close: `Ce compte a été désactivé…`), kept for the login
 * page the sign-out leads to, in this tab only.
 */
export function keepSignOutNotice(message: string): void {
  if (message.trim()) storage()?.setItem(KEY, message.trim());
}

/** The notice kept by the last sign-out, read once. */
export function takeSignOutNotice(): string | null {
  const store = storage();
  const notice = store?.getItem(KEY) ?? null;
  store?.removeItem(KEY);
  return notice;
}

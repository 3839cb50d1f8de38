/**
 * Opens a new window at an address known only once `resolve` answers. The window opens at once, inside the click, so
 * that popup blockers let it through, and goes to the address when it is known; it closes again if `resolve` fails.
 */
export async function openInNewWindow(resolve: () => Promise<string>): Promise<void> {
  const win = window.open('', '_blank');
  try {
    const url = await resolve();
    if (win) {
      win.opener = null;
      win.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
  } catch (error) {
    win?.close();
    throw error;
  }
}

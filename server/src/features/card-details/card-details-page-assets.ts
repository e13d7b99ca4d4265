/**
 * The card-details page's script and style, served as files of the card-details origin so its
 * Content-Security-Policy allows no inline code ('self' only). The script is plain browser
 * JavaScript with no dependency: it reads the single-use token from the URL's fragment (never
 * sent to any server), drops it from the address, spends it once against its own origin, shows the
 * details, copies the number on demand and wipes everything after a minute or when the page is
 * hidden. It tells the app frame only what state it is in, never a digit.
 */

/** How long the details stay on screen (issue 28: they hide themselves after a minute). */
export const CARD_DETAILS_SHOWN_MS = 60_000;

export const CARD_DETAILS_PAGE_SCRIPT = `(() => {
  'use strict';
  const page = document.documentElement;
  const byId = (id) => document.getElementById(id);
  const fields = ['number', 'expiry', 'cvv', 'holder'];
  const token = new URLSearchParams(location.hash.slice(1)).get('token');
  history.replaceState(null, '', location.pathname + location.search);
  let number = '';
  let hideTimer;

  function tell(state) {
    const appOrigin = page.dataset.appOrigin;
    if (window.parent !== window && appOrigin) {
      window.parent.postMessage({ type: 'ferry:card-details', state }, appOrigin);
    }
  }

  function show(state) {
    page.dataset.state = state;
    tell(state);
  }

  function hide() {
    clearTimeout(hideTimer);
    number = '';
    for (const id of fields) byId(id).textContent = '';
    show(page.dataset.state === 'shown' ? 'hidden' : page.dataset.state);
  }

  async function reveal() {
    if (!token) return show('expired');
    try {
      const response = await fetch('/card-iframe-stub/details', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
        cache: 'no-store',
        credentials: 'omit',
      });
      if (!response.ok) return show('expired');
      const card = await response.json();
      number = card.number;
      byId('number').textContent = number.replace(/(\\d{4})(?=\\d)/g, '$1 ');
      byId('expiry').textContent =
        String(card.expiry_month).padStart(2, '0') + ' / ' + String(card.expiry_year % 100).padStart(2, '0');
      byId('cvv').textContent = card.cvv;
      byId('holder').textContent = card.cardholder_name;
      show('shown');
      hideTimer = setTimeout(hide, Number(page.dataset.shownMs));
    } catch {
      show('expired');
    }
  }

  async function copyNumber() {
    if (!number) return;
    const button = byId('copy');
    try {
      await navigator.clipboard.writeText(number);
    } catch {
      const range = document.createRange();
      range.selectNodeContents(byId('number'));
      const selection = getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      document.execCommand('copy');
      selection.removeAllRanges();
    }
    button.textContent = button.dataset.copied;
    setTimeout(() => {
      button.textContent = button.dataset.copy;
    }, 2000);
  }

  byId('copy').addEventListener('click', copyNumber);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') hide();
  });
  void reveal();
})();
`;

export const CARD_DETAILS_PAGE_STYLE = `:root {
  color-scheme: light dark;
  --text: #111827;
  --muted: #6b7280;
  --surface: #ffffff;
  --line: #e5e7eb;
  --accent: #2563eb;
}
:root[data-theme='dark'] {
  --text: #f3f4f6;
  --muted: #9ca3af;
  --surface: #111827;
  --line: #374151;
  --accent: #60a5fa;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-theme='light']) {
    --text: #f3f4f6;
    --muted: #9ca3af;
    --surface: #111827;
    --line: #374151;
    --accent: #60a5fa;
  }
}
* { box-sizing: border-box; }
body {
  margin: 0;
  padding: 16px;
  font: 15px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  color: var(--text);
  background: var(--surface);
}
dl { margin: 0; display: grid; grid-template-columns: 1fr 1fr; gap: 12px 16px; }
dt { color: var(--muted); font-size: 13px; }
dd { margin: 2px 0 0; font-family: ui-monospace, 'SF Mono', Menlo, monospace; font-size: 17px; min-height: 24px; }
.wide { grid-column: 1 / -1; }
.number-row { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
button {
  font: inherit;
  color: var(--accent);
  background: none;
  border: 1px solid var(--line);
  border-radius: 8px;
  padding: 4px 12px;
  cursor: pointer;
}
button:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.note { color: var(--muted); font-size: 13px; margin: 12px 0 0; }
.message { display: none; margin: 0; }
:root:not([data-state='shown']) dl, :root:not([data-state='shown']) .note { display: none; }
:root[data-state='loading'] .message-loading,
:root[data-state='hidden'] .message-hidden,
:root[data-state='expired'] .message-expired { display: block; }
`;

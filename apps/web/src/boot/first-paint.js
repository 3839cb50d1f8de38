// No flash of the wrong theme: apply the stored choice (key `theme`: auto | dark | light) and language before the first
// paint, by the same rule as src/lib/theme.ts. Inlined into the <head> of every document (index.html, login/index.html)
// by the `page-documents` plugin of vite.config.ts. A server page may also define window.__IOT_CONSOLE__ (src/lib/startup.ts).
(function () {
  try {
    var choice = localStorage.getItem('theme');
    var dark =
      choice === 'dark' ||
      (choice !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    var root = document.documentElement;
    if (dark) root.classList.add('dark');
    root.style.colorScheme = dark ? 'dark' : 'light';
    var lang = localStorage.getItem('userLanguage');
    if (lang && lang.toLowerCase().indexOf('en') === 0) root.lang = 'en';
  } catch {
    // storage blocked (a private window, a locked-down browser): the defaults apply
  }
})();

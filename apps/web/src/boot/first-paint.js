// Before anything of the document loads (inlined right after <base href> of index.html and login/index.html by the
// `page-documents` plugin of vite.config.ts):
// - the base path the console is served under: <base href> says it ('/' as built; a server may rewrite it, see
//   deploy/nginx); a server page may set it instead in its start-up data (window.__IOT_CONSOLE__.basePath,
//   src/lib/startup.ts). Every file of the build is named relative to it, so one build serves any path.
// - no flash of the wrong theme or language: the stored choice (key `theme`: auto | dark | light; `userLanguage`), by the
//   same rule as src/lib/theme.ts.
(function () {
  var root = document.documentElement;
  var start = window.__IOT_CONSOLE__;
  var basePath = start && start.basePath;
  // a path of this host only: '//host/' (or '/\host/', which browsers read alike) would load every file from another
  if (typeof basePath === 'string' && /^\/(?:[^/\\?#\s][^\\?#\s]*\/)?$/.test(basePath)) {
    var base =
      document.querySelector('base') || document.head.appendChild(document.createElement('base'));
    base.setAttribute('href', basePath);
  }
  try {
    var choice = localStorage.getItem('theme');
    var dark =
      choice === 'dark' ||
      (choice !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) root.classList.add('dark');
    root.style.colorScheme = dark ? 'dark' : 'light';
    var lang = localStorage.getItem('userLanguage');
    if (lang && lang.toLowerCase().indexOf('en') === 0) root.lang = 'en';
  } catch {
    // storage blocked (a private window, a locked-down browser): the defaults apply
  }
})();

// Applies the colour theme before the first paint, so a dark page never flashes light: the choice kept by the
// theme toggle (features/theme), else the system's prefers-color-scheme.
(() => {
  let theme = null;
  try {
    theme = localStorage.getItem('logo-dna:theme');
  } catch {
    // Storage switched off: follow the system.
  }
  if (theme !== 'dark' && theme !== 'light') {
    theme = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
})();

/** A full page load (spec §2: from /cookies a menu click goes to / and the page reloads). */
export const hardNavigate = (path: string): void => {
  window.location.assign(path);
};

/**
 * The print pages' one script, served as /print/print.js: the Print button.
 * The CSP forbids inline script (and script-src-attr 'none' forbids onclick),
 * but allows scripts from our own origin, so the button is wired by this
 * static file loaded with <script src>. It reads nothing from the page but
 * the button and prints; the button stays hidden until the script shows it,
 * so without script the page still says "press Ctrl+P" and nothing is broken.
 */
export const PRINT_JS = `"use strict";
(function () {
  function wire() {
    var button = document.getElementById("print-button");
    if (!button) return;
    button.hidden = false;
    button.addEventListener("click", function () { window.print(); });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", wire);
  else wire();
})();
`;

/* global window, document */
// A page-level script of a partner that still runs an old React as a global, and queues our
// elements the documented way. External, because this page's policy forbids inline scripts.
window.React = { version: '18.2.0' };
window.vaaniQueue = window.vaaniQueue || [];
document.addEventListener('DOMContentLoaded', function () {
  document.getElementById('call-me').addEventListener('click', function () {
    window.vaaniQueue.push(['open', 'demo-call-dialog']);
  });
  document.getElementById('book').addEventListener('click', function () {
    window.vaaniQueue.push(['open', 'book-demo-dialog']);
  });
});

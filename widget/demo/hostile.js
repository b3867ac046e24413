/* global window, document */
// A page-level script of a partner whose own site runs React 18 (loaded as UMD globals), and who
// queues our elements the documented way. External, because this page's policy forbids inline
// scripts.
window.vaaniQueue = window.vaaniQueue || [];

// The partner's own React app: a shortlist counter, rendered with their React 18.
function Shortlist() {
  var state = window.React.useState(0);
  return window.React.createElement(
    'button',
    { type: 'button', id: 'shortlist', onClick: function () { state[1](state[0] + 1); } },
    'Shortlisted homes: ' + state[0] + ' (React ' + window.React.version + ')',
  );
}

document.addEventListener('DOMContentLoaded', function () {
  window.ReactDOM.createRoot(document.getElementById('partner-app')).render(window.React.createElement(Shortlist));
  document.getElementById('call-me').addEventListener('click', function () {
    window.vaaniQueue.push(['open', 'demo-call-dialog']);
  });
  document.getElementById('book').addEventListener('click', function () {
    window.vaaniQueue.push(['open', 'book-demo-dialog']);
  });
});

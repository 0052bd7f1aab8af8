// Keepsake default theme: small enhancements only. Every page works without this file.
(function () {
  "use strict";
  var KEY = "keepsake.layout";
  // Remember the reader's layout choice (polaroid or grid).
  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a[data-layout]");
    if (!link) return;
    try { localStorage.setItem(KEY, link.getAttribute("data-layout")); } catch (e) { /* storage may be off */ }
  });
  // Arriving from outside the diary, open the layout the reader chose last time.
  var current = document.querySelector(".layout-switch [aria-current=page]");
  var fromHere = document.referrer && document.referrer.indexOf(location.origin) === 0 && location.protocol !== "file:";
  if (current && !fromHere) {
    var wanted;
    try { wanted = localStorage.getItem(KEY); } catch (e) { wanted = null; }
    if (wanted && wanted !== current.getAttribute("data-layout")) {
      var target = document.querySelector('.layout-switch a[data-layout="' + wanted + '"]');
      if (target) location.replace(target.href);
    }
  }
})();

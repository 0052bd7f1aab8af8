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
// "On this day": mark today's date and offer a jump to it (the list works without this).
(function () {
  "use strict";
  var list = document.querySelector(".day-index");
  if (!list) return;
  var now = new Date();
  var key = String(now.getMonth() + 1).padStart(2, "0") + "-" + String(now.getDate()).padStart(2, "0");
  var today = list.querySelector('[data-day="' + key + '"]');
  if (!today) return;
  today.classList.add("is-today");
  var link = today.querySelector("a");
  var jump = document.createElement("p");
  jump.className = "today-link";
  var anchor = document.createElement("a");
  anchor.href = link.href;
  anchor.textContent = (list.getAttribute("data-today") || "Today") + " · " + link.textContent;
  jump.appendChild(anchor);
  list.parentNode.insertBefore(jump, list);
})();

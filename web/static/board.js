// The game page's few behaviours: click a country on the map to answer a country question,
// e/o/r (and y/n, digits) as keys for the buttons that show them, Bot vs Bot play/pause,
// and the log kept scrolled to its end. Everything else is plain forms (htmx swaps the page).
(function () {
  "use strict";

  function question() { return document.querySelector("#question form.question"); }

  function markChoosable() {
    var form = question();
    document.querySelectorAll("#board g.choosable").forEach(function (g) { g.classList.remove("choosable"); });
    if (!form) { return; }
    form.querySelectorAll("[data-country]").forEach(function (el) {
      var g = document.getElementById(el.getAttribute("data-country"));
      if (g) { g.classList.add("choosable"); }
    });
  }

  function scrollLog() {
    var log = document.getElementById("log");
    if (log) { log.scrollTop = log.scrollHeight; }
  }

  var timer = null;
  function playing() { return sessionStorage.getItem("botkit-autoplay") === "yes"; }
  function showPlaying() {
    var button = document.getElementById("autoplay");
    if (button) { button.textContent = playing() ? "Pause" : "Play"; button.setAttribute("data-playing", playing() ? "yes" : "no"); }
  }
  function schedule() {
    if (timer) { clearTimeout(timer); timer = null; }
    showPlaying();
    var next = document.getElementById("next");
    if (playing() && next) {
      timer = setTimeout(function () { var n = document.getElementById("next"); if (n && playing()) { n.click(); } }, 900);
    }
  }

  function refresh() { markChoosable(); scrollLog(); schedule(); }

  document.addEventListener("click", function (event) {
    var target = event.target;
    if (!(target instanceof Element)) { return; }
    if (target.closest("#autoplay")) {
      sessionStorage.setItem("botkit-autoplay", playing() ? "no" : "yes");
      schedule();
      return;
    }
    var group = target.closest("#board g[id^='country-']");
    var form = question();
    if (!group || !form) { return; }
    var control = form.querySelector("[data-country='" + group.id + "']");
    if (!control) { return; }
    if (control.type === "checkbox") {
      control.checked = !control.checked;
    } else if (control.tagName === "OPTION") {  // a long list: choose it and send the form
      control.selected = true;
      form.requestSubmit(form.querySelector("#answer-long"));
    } else {
      control.click();
    }
  });

  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) { return; }
    var where = event.target;
    if (where instanceof Element && where.closest("input, select, textarea")) { return; }
    var form = question();
    if (!form || event.key.length !== 1) { return; }
    var button = form.querySelector("button[data-key='" + event.key.toLowerCase() + "']");
    if (button) { event.preventDefault(); button.click(); }
  });

  document.addEventListener("DOMContentLoaded", refresh);
  document.addEventListener("htmx:afterSettle", refresh);
})();

// The game page's few behaviours: click a country on the map to answer a country question (or to
// add one to its amount), e/o/r (and y/n, digits) as keys for the buttons that show them, the running
// total of an amounts question and its rows' order, Bot vs Bot play/pause, and the log kept scrolled
// to its end. Everything else is plain forms (htmx swaps the page). When all of it is in place the
// page says so (`data-settled` on #play), so a test waits for that, never for a time.
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

  // The question's control that a click on the map answers: the one naming the nearest enclosing element
  // of the click (each game gives its places their own ids: GameDefinition.country_element).
  function mapControl(target, form) {
    var board = document.getElementById("board");
    for (var el = target; el && el !== board; el = el.parentElement) {
      if (el.id) {
        var control = form.querySelector("[data-country='" + CSS.escape(el.id) + "']");
        if (control) { return control; }
      }
    }
    return null;
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

  function showTotals() {
    document.querySelectorAll("#question .amounts").forEach(function (box) {
      var sum = 0;
      box.querySelectorAll("input[type=number]").forEach(function (input) {
        var value = parseInt(input.value, 10);
        if (value > 0) { sum += value; }
      });
      var shown = box.parentElement.querySelector("output.sum");
      if (shown) { shown.textContent = String(sum); }
      var least = parseInt(box.getAttribute("data-least"), 10), most = parseInt(box.getAttribute("data-most"), 10);
      box.setAttribute("data-fits", sum >= least && sum <= most ? "yes" : "no");
    });
  }

  function refresh() {
    markChoosable(); scrollLog(); schedule(); showTotals();
    var play = document.getElementById("play");
    if (play) { play.setAttribute("data-settled", "yes"); }
  }

  document.addEventListener("input", function (event) {
    if (event.target instanceof Element && event.target.closest("#question .amounts")) { showTotals(); }
  });

  document.addEventListener("click", function (event) {
    var target = event.target;
    if (!(target instanceof Element)) { return; }
    if (target.closest("#autoplay")) {
      sessionStorage.setItem("botkit-autoplay", playing() ? "no" : "yes");
      schedule();
      return;
    }
    var move = target.closest("#question button.move");
    if (move) {  // an allocation's row earlier or later: the rows are carried out from the top down
      var row = move.closest("li");
      var other = move.getAttribute("data-move") === "up" ? row.previousElementSibling : row.nextElementSibling;
      if (other) { row.parentElement.insertBefore(row, move.getAttribute("data-move") === "up" ? other : other.nextSibling); }
      move.focus();
      return;
    }
    var form = question();
    var control = form && target.closest("#board") ? mapControl(target, form) : null;
    if (!control) { return; }
    if (control.type === "checkbox") {
      control.checked = !control.checked;
    } else if (control.type === "number") {  // an amount: one more, up to what it takes
      var value = parseInt(control.value, 10) || 0;
      if (value < parseInt(control.max, 10)) { control.value = String(value + 1); }
      showTotals();
    } else if (control.tagName === "OPTION") {  // a long list: that country is the answer
      var name = form.querySelector("#answer-name");
      if (name) { name.value = control.value; }
      var chosen = document.createElement("input");
      chosen.type = "hidden"; chosen.name = "choice"; chosen.value = control.getAttribute("data-index");
      form.appendChild(chosen);
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

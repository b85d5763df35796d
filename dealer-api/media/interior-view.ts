import { mix } from "./colour";
import type { Paint } from "./paint";
import { el, linearGradient } from "./svg-document";

const dash = "#2d3138";
const dashTop = "#3a3f47";

/** Through the windscreen: sky, hills and the road ahead. */
function outside(paint: Paint): string {
  const sky = paint.id("sky");
  return (
    el(
      "defs",
      {},
      linearGradient(sky, [
        [0, "#cfdbe8"],
        [1, "#f1f4f7"],
      ]),
    ) +
    el("rect", { width: 800, height: 340, fill: `url(#${sky})` }) +
    el("path", { d: "M0 250Q160 205 330 236T640 222T800 240L800 340L0 340Z", fill: "#b9c9b4" }) +
    el("path", { d: "M0 268Q220 246 420 262T800 258L800 340L0 340Z", fill: "#a7bba3" }) +
    el("path", { d: "M404 250L436 250L640 340L180 340Z", fill: "#8e949c" }) +
    el("path", { d: "M419 256L421 256L428 340L412 340Z", fill: "#f4f4f0", opacity: 0.8 })
  );
}

function frame(): string {
  return (
    el("path", { d: "M0 0L800 0L800 92Q400 46 0 92Z", fill: "#3b3f46" }) +
    el("path", { d: "M0 84Q60 80 120 76L40 330L0 330Z", fill: "#33373e" }) +
    el("path", { d: "M800 84Q740 80 680 76L760 330L800 330Z", fill: "#33373e" }) +
    el("rect", { x: 378, y: 70, width: 44, height: 26, rx: 6, fill: "#2a2d33" })
  );
}

function dashboard(paint: Paint): string {
  const accent = mix(paint.tones.base, dash, 0.35);
  const vent = (x: number, y: number, w: number) =>
    el("rect", { x, y, width: w, height: 34, rx: 8, fill: "#1c1f24" }) +
    [10, 18, 26]
      .map((dy) => el("rect", { x: x + 6, y: y + dy - 2, width: w - 12, height: 2, fill: "#3f444c" }))
      .join("");
  return (
    el("path", { d: "M0 318Q400 262 800 318L800 600L0 600Z", fill: dash }) +
    el("path", { d: "M0 318Q400 262 800 318L800 334Q400 280 0 334Z", fill: dashTop }) +
    el("path", { d: "M0 372Q400 322 800 372L800 382Q400 332 0 382Z", fill: accent }) +
    vent(30, 332, 96) +
    vent(306, 318, 56) +
    vent(438, 318, 56) +
    vent(676, 332, 96) +
    el("rect", {
      x: 330,
      y: 364,
      width: 140,
      height: 84,
      rx: 10,
      fill: "#11151b",
      stroke: "#4b5058",
      "stroke-width": 2,
    }) +
    el("rect", { x: 342, y: 376, width: 56, height: 60, rx: 4, fill: "#1f3b57" }) +
    el("path", { d: "M346 430Q362 396 394 382", stroke: "#7fb3e0", "stroke-width": 3, fill: "none" }) +
    [0, 1, 2]
      .map((i) => el("rect", { x: 408, y: 380 + i * 18, width: 50, height: 8, rx: 3, fill: "#374151" }))
      .join("")
  );
}

function centreConsole(paint: Paint): string {
  const trim = mix(paint.tones.base, dash, 0.55);
  return (
    el("path", { d: "M326 470L474 470L500 600L300 600Z", fill: "#25282e" }) +
    el("rect", { x: 352, y: 484, width: 96, height: 14, rx: 7, fill: trim }) +
    el("rect", { x: 388, y: 516, width: 24, height: 46, rx: 10, fill: "#1a1d21" }) +
    el("circle", { cx: 400, cy: 516, r: 17, fill: "#3b4048", stroke: "#1a1d21", "stroke-width": 3 })
  );
}

function instruments(): string {
  const dial = (cx: number, angle: number) => {
    const rad = (angle * Math.PI) / 180;
    return (
      el("circle", { cx, cy: 372, r: 24, fill: "#0f1216", stroke: "#9aa3ad", "stroke-width": 2 }) +
      el("path", {
        d: `M${cx} 372L${cx + Math.cos(rad) * 18} ${372 + Math.sin(rad) * 18}`,
        stroke: "#f97316",
        "stroke-width": 3,
        "stroke-linecap": "round",
      })
    );
  };
  return (
    el("path", { d: "M490 400Q490 326 570 322Q650 326 650 400Z", fill: "#23262b" }) +
    dial(542, -150) +
    dial(598, -60)
  );
}

function steeringWheel(): string {
  const [cx, cy, r] = [570, 456, 116];
  return (
    el("circle", { cx, cy, r, fill: "none", stroke: "#1b1e22", "stroke-width": 24 }) +
    el("path", {
      d: `M${cx - r * 0.9} ${cy - r * 0.42}A${r} ${r} 0 0 1 ${cx + r * 0.9} ${cy - r * 0.42}`,
      fill: "none",
      stroke: "#3a3f46",
      "stroke-width": 5,
    }) +
    el("path", { d: `M${cx - r} ${cy + 6}L${cx - 34} ${cy}L${cx - 24} ${cy + 36}Z`, fill: "#24272c" }) +
    el("path", { d: `M${cx + r} ${cy + 6}L${cx + 34} ${cy}L${cx + 24} ${cy + 36}Z`, fill: "#24272c" }) +
    el("rect", { x: cx - 14, y: cy + 30, width: 28, height: r - 30, fill: "#24272c" }) +
    el("rect", { x: cx - 44, y: cy - 30, width: 88, height: 70, rx: 24, fill: "#2b2f35" }) +
    el("circle", { cx, cy: cy + 4, r: 11, fill: "#9ca3af", opacity: 0.6 })
  );
}

/** A front seat seen from behind, tinted by the car's colour. */
function seat(paint: Paint, cx: number, top: number): string {
  const fabric = mix(paint.tones.base, "#2a2d33", 0.8);
  const stitch = mix(paint.tones.base, "#2a2d33", 0.45);
  return (
    el("rect", { x: cx - 58, y: top - 70, width: 116, height: 78, rx: 26, fill: fabric }) +
    el("rect", { x: cx - 14, y: top - 6, width: 8, height: 20, fill: "#5b6068" }) +
    el("rect", { x: cx + 6, y: top - 6, width: 8, height: 20, fill: "#5b6068" }) +
    el("path", {
      d: `M${cx - 150} 640L${cx - 134} ${top + 30}Q${cx} ${top - 4} ${cx + 134} ${top + 30}L${cx + 150} 640Z`,
      fill: fabric,
    }) +
    el("path", {
      d: `M${cx - 70} 640L${cx - 64} ${top + 40}M${cx + 70} 640L${cx + 64} ${top + 40}`,
      stroke: stitch,
      "stroke-width": 3,
      fill: "none",
    }) +
    el("rect", { x: cx - 40, y: top - 52, width: 80, height: 4, rx: 2, fill: stitch })
  );
}

/** The cabin from behind the front seats, right-hand drive: dashboard, wheel, console and seats. */
export function interior(paint: Paint): string {
  return (
    outside(paint) +
    frame() +
    dashboard(paint) +
    instruments() +
    centreConsole(paint) +
    steeringWheel() +
    seat(paint, 170, 470) +
    seat(paint, 720, 520)
  );
}

//! The visual report: one self-contained HTML page (`rmca ... -html=FILE`,
//! `rmca-sched diff --html=FILE`) rendered from the typed [`Report`].
//!
//! The page is a typed model ([`Page`], serde) written as JSON into a
//! `<script type="application/json">` element, plus a hand-written script
//! and style sheet (`page.js`, `page.css`, included here at compile time).
//! Nothing is fetched: no network, no CDN; it works from `file://`. The
//! script draws the large parts (timeline, pressure heatmaps) on canvases
//! that only paint the rows and cycles in view, so a million instruction
//! instances stay usable; the code listing (one row per instruction of
//! every region, with its tooltip) is ordinary DOM.
//!
//! ```text
//! <!DOCTYPE html><html><head><meta charset="utf-8"><title>rmca: x86_64-unknown-unknown skylake</title>
//! <style>/* page.css */</style></head>
//! <body data-rmca-ready="0"><div id="rmca-errors"></div><main id="rmca"></main>
//! <script type="application/json" id="rmca-data">{"kind":"report","regions":[{"index":0,
//!   "instructions":["vdivps\t%xmm0, %xmm1, %xmm2"],"verdict":"Throughput-bound: ...",
//!   "timeline":{"dispatched":[0,0,..],"ready":[..],..,"waits":{..}},..}]}</script>
//! <script>/* page.js */</script></body></html>
//! ```
//!
//! After load the script sets `data-rmca-ready="1"` on `<body>`, and any
//! script error is written into `#rmca-errors` (the browser tests read
//! both from the DOM).

mod page;

pub use page::*;

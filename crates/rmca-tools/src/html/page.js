// rmca's visual report. The page's data is the JSON of `html::Page`
// (src/html/mod.rs) in #rmca-data; this script builds the sections from it.
// Large views (timeline, heatmaps) are canvases that paint only the rows and
// cycles in view (class Grid); the code listing is plain DOM. No network.
(function () {
  'use strict';

  // ---- errors are written into the page (the browser tests read them) ----
  const errors = [];
  function reportError(msg) {
    errors.push(msg);
    const box = document.getElementById('rmca-errors');
    box.textContent = errors.join('\n');
    box.style.display = 'block';
    document.body.setAttribute('data-rmca-errors', String(errors.length));
  }
  window.addEventListener('error', (e) => reportError('error: ' + e.message + ' (line ' + e.lineno + ':' + e.colno + ')'));
  window.addEventListener('unhandledrejection', (e) => reportError('unhandled rejection: ' + e.reason));

  const UNSET = 4294967295;

  // ---- small DOM helpers ----
  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    if (attrs) {
      for (const [k, v] of Object.entries(attrs)) {
        if (k === 'class') e.className = v;
        else if (k === 'text') e.textContent = v;
        else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
        else if (k === 'style') e.style.cssText = v;
        else e.setAttribute(k, v);
      }
    }
    for (const c of children) {
      if (c == null) continue;
      e.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
    }
    return e;
  }
  const fmt = (x, d) => (x == null ? '-' : Number(x).toFixed(d === undefined ? 2 : d));
  const asm = (s) => String(s).replace(/\t/g, ' ');

  // ---- tooltip ----
  const tip = el('div', { id: 'rmca-tip' });
  document.body.appendChild(tip);
  function showTip(text, x, y) {
    tip.textContent = text;
    tip.style.display = 'block';
    const w = tip.offsetWidth, h = tip.offsetHeight;
    tip.style.left = Math.min(x + 14, window.innerWidth - w - 4) + 'px';
    tip.style.top = (y + 16 + h > window.innerHeight ? y - h - 8 : y + 16) + 'px';
  }
  function hideTip() { tip.style.display = 'none'; }

  // ---- colours: states and wait reasons ----
  const STATE = {
    dispatched: '#3b7dd8', waiting: '#c9ced4', executing: '#5cb85c', executed: '#2d7a2d',
    retire: '#e4e7ea', retired: '#2a3440',
  };
  const REASON = {
    Register: ['#f0a030', 'data dependency: register'],
    Memory: ['#b57a1e', 'data dependency: memory'],
    Data: ['#f5cf8a', 'data dependency'],
    Resource: ['#a24cc8', 'resource busy'],
    RegisterFile: ['#d9363e', 'register file full'],
    ReorderBuffer: ['#7a4a2a', 'reorder buffer full'],
    SchedulerQueue: ['#9c6b4b', 'scheduler queue full'],
    LoadQueue: ['#b9896a', 'load queue full'],
    StoreQueue: ['#c9a58a', 'store queue full'],
    DispatchGroup: ['#6d7a86', 'dispatch group'],
    Target: ['#8e8e8e', 'target behaviour (waitcnt)'],
  };
  const STALLS = new Set(['RegisterFile', 'ReorderBuffer', 'SchedulerQueue', 'LoadQueue', 'StoreQueue', 'DispatchGroup', 'Target']);

  function legend(items) {
    return el('div', { class: 'legend' }, ...items.map(([c, t]) => el('span', null, el('i', { style: 'background:' + c }), t)));
  }

  function heat(v) {
    // 0 -> white, 1 -> deep red, through yellow/orange.
    const t = Math.max(0, Math.min(1, v));
    const stops = [[255, 255, 255], [255, 232, 150], [245, 150, 60], [200, 40, 30], [120, 0, 20]];
    const p = t * (stops.length - 1), i = Math.min(stops.length - 2, Math.floor(p)), f = p - i;
    const c = stops[i].map((a, k) => Math.round(a + (stops[i + 1][k] - a) * f));
    return 'rgb(' + c.join(',') + ')';
  }

  // ---- Grid: a canvas that paints only what is in view ----
  // opt: rows, cols, rowH, colW, labelW, headerH, height, drawCells(ctx, row, y, g),
  // drawLabel(ctx, row, y, g), drawHeader(ctx, g), overlay(ctx, g), hover(row, col, ev) -> text|null,
  // zoom (bool): ctrl+wheel and the buttons change colW.
  const MAX_SPACER = 8e6;
  class Grid {
    constructor(host, opt) {
      this.opt = opt;
      this.rowH = opt.rowH; this.colW = opt.colW;
      this.top = 0; this.left = 0;
      this.box = el('div', { class: 'grid', style: 'height:' + opt.height + 'px' });
      this.canvas = el('canvas');
      this.scroller = el('div', { class: 'scroller' });
      this.spacer = el('div', { class: 'spacer' });
      this.scroller.appendChild(this.spacer);
      this.box.append(this.canvas, this.scroller);
      host.appendChild(this.box);
      this.scroller.addEventListener('scroll', () => { this.fromScroll(); this.draw(); });
      this.scroller.addEventListener('mousemove', (e) => this.onMove(e));
      this.scroller.addEventListener('mouseleave', () => { this.hover = null; hideTip(); this.draw(); });
      if (opt.zoom) {
        this.scroller.addEventListener('wheel', (e) => {
          if (!e.ctrlKey) return;
          e.preventDefault();
          const r = this.scroller.getBoundingClientRect();
          this.zoomAt(e.deltaY < 0 ? 1.25 : 0.8, e.clientX - r.left);
        }, { passive: false });
      }
      if (typeof ResizeObserver !== 'undefined') {
        new ResizeObserver(() => this.layout()).observe(this.box);
      }
      this.layout();
    }
    get viewW() { return this.scroller.clientWidth; }
    get viewH() { return this.scroller.clientHeight; }
    contentW() { return this.opt.labelW + this.opt.cols * this.colW; }
    contentH() { return this.opt.headerH + this.opt.rows * this.rowH; }
    layout() {
      const sw = Math.min(this.contentW(), MAX_SPACER), sh = Math.min(this.contentH(), MAX_SPACER);
      this.spacer.style.width = sw + 'px';
      this.spacer.style.height = sh + 'px';
      this.scaleX = this.range(this.contentW(), this.viewW) / Math.max(1, this.range(sw, this.viewW));
      this.scaleY = this.range(this.contentH(), this.viewH) / Math.max(1, this.range(sh, this.viewH));
      this.syncScroll();
      this.draw();
    }
    range(total, view) { return Math.max(0, total - view); }
    fromScroll() {
      this.left = Math.min(this.scroller.scrollLeft * this.scaleX, this.range(this.contentW(), this.viewW));
      this.top = Math.min(this.scroller.scrollTop * this.scaleY, this.range(this.contentH(), this.viewH));
    }
    syncScroll() {
      this.left = Math.max(0, Math.min(this.left, this.range(this.contentW(), this.viewW)));
      this.top = Math.max(0, Math.min(this.top, this.range(this.contentH(), this.viewH)));
      this.scroller.scrollLeft = this.scaleX ? this.left / this.scaleX : 0;
      this.scroller.scrollTop = this.scaleY ? this.top / this.scaleY : 0;
    }
    // x on the canvas of column c's left edge.
    colX(c) { return this.opt.labelW + c * this.colW - this.left; }
    rowY(r) { return this.opt.headerH + r * this.rowH - this.top; }
    zoomAt(factor, x) {
      const lw = this.opt.labelW;
      const col = (x - lw + this.left) / this.colW;
      const minW = Math.max(0.02, (this.viewW - lw) / Math.max(1, this.opt.cols) / 2);
      this.colW = Math.max(minW, Math.min(40, this.colW * factor));
      this.left = col * this.colW - (x - lw);
      this.layout();
    }
    setColW(w) { this.colW = w; this.layout(); }
    fit() { this.colW = Math.max(0.02, (this.viewW - this.opt.labelW) / Math.max(1, this.opt.cols)); this.left = 0; this.layout(); }
    scrollToRow(r) { this.top = r * this.rowH - this.viewH / 3; this.syncScroll(); this.draw(); }
    scrollToCol(c) { this.left = c * this.colW - (this.viewW - this.opt.labelW) / 3; this.syncScroll(); this.draw(); }
    visibleRows() {
      const first = Math.max(0, Math.floor(this.top / this.rowH));
      const last = Math.min(this.opt.rows - 1, Math.floor((this.top + this.viewH - this.opt.headerH) / this.rowH));
      return [first, last];
    }
    visibleCols() {
      const first = Math.max(0, Math.floor(this.left / this.colW));
      const last = Math.min(this.opt.cols - 1, Math.ceil((this.left + this.viewW - this.opt.labelW) / this.colW));
      return [first, last];
    }
    draw() {
      const w = this.viewW, h = this.viewH;
      if (!w || !h) return;
      const dpr = window.devicePixelRatio || 1;
      const c = this.canvas;
      if (c.width !== Math.round(w * dpr) || c.height !== Math.round(h * dpr)) {
        c.width = Math.round(w * dpr); c.height = Math.round(h * dpr);
        c.style.width = w + 'px'; c.style.height = h + 'px';
      }
      const ctx = c.getContext('2d');
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.clearRect(0, 0, w, h);
      ctx.font = '11px "DejaVu Sans Mono", monospace';
      ctx.textBaseline = 'middle';
      const [r0, r1] = this.visibleRows();
      ctx.save();
      ctx.beginPath(); ctx.rect(this.opt.labelW, this.opt.headerH, w - this.opt.labelW, h - this.opt.headerH); ctx.clip();
      for (let r = r0; r <= r1; r++) this.opt.drawCells(ctx, r, this.rowY(r), this);
      if (this.opt.overlay) this.opt.overlay(ctx, this);
      ctx.restore();
      ctx.fillStyle = '#f7f8fa';
      ctx.fillRect(0, this.opt.headerH, this.opt.labelW, h);
      ctx.save();
      ctx.beginPath(); ctx.rect(0, this.opt.headerH, this.opt.labelW, h - this.opt.headerH); ctx.clip();
      for (let r = r0; r <= r1; r++) this.opt.drawLabel(ctx, r, this.rowY(r), this);
      ctx.restore();
      ctx.fillStyle = '#eef1f4';
      ctx.fillRect(0, 0, w, this.opt.headerH);
      ctx.save();
      ctx.beginPath(); ctx.rect(this.opt.labelW, 0, w - this.opt.labelW, this.opt.headerH); ctx.clip();
      this.opt.drawHeader(ctx, this);
      ctx.restore();
      ctx.strokeStyle = '#c5ccd3';
      ctx.beginPath();
      ctx.moveTo(this.opt.labelW + 0.5, 0); ctx.lineTo(this.opt.labelW + 0.5, h);
      ctx.moveTo(0, this.opt.headerH + 0.5); ctx.lineTo(w, this.opt.headerH + 0.5);
      ctx.stroke();
    }
    onMove(e) {
      const r = this.scroller.getBoundingClientRect();
      const x = e.clientX - r.left, y = e.clientY - r.top;
      if (x >= this.viewW || y >= this.viewH) { hideTip(); return; }
      const row = y < this.opt.headerH ? -1 : Math.floor((y - this.opt.headerH + this.top) / this.rowH);
      const col = x < this.opt.labelW ? -1 : Math.floor((x - this.opt.labelW + this.left) / this.colW);
      if (row >= this.opt.rows || col >= this.opt.cols) { hideTip(); return; }
      this.hover = { row, col };
      const text = this.opt.hover ? this.opt.hover(row, col, this) : null;
      if (text) showTip(text, e.clientX, e.clientY); else hideTip();
      this.draw();
    }
  }

  function drawCycleHeader(ctx, g) {
    const [c0, c1] = g.visibleCols();
    let step = 1;
    while (step * g.colW < 44) step = step < 5 ? 5 : step * 2;
    ctx.fillStyle = '#46505a';
    ctx.textAlign = 'left';
    for (let c = Math.floor(c0 / step) * step; c <= c1; c += step) {
      const x = g.colX(c);
      ctx.fillRect(x, g.opt.headerH - 6, 1, 6);
      ctx.fillText(String(c), x + 2, g.opt.headerH / 2);
    }
  }

  // ---- packed columns (html::Packed: zigzag varints in base64) ----
  function unpack(p) {
    const bin = atob(p.data);
    const out = new Int32Array(p.n);
    let z = 0, mul = 1, k = 0;
    for (let i = 0; i < bin.length && k < p.n; i++) {
      const b = bin.charCodeAt(i);
      z += (b & 0x7f) * mul;
      if (b & 0x80) { mul *= 128; continue; }
      out[k++] = z % 2 === 0 ? z / 2 : -(z + 1) / 2;
      z = 0; mul = 1;
    }
    return out;
  }

  // The absolute columns of a region's timeline (decoded once).
  function decodeTimeline(t) {
    if (t.decoded) return t.decoded;
    const n = t.instances;
    const D = unpack(t.dispatched), R = unpack(t.ready), I = unpack(t.issued), E = unpack(t.executed), RT = unpack(t.retired);
    for (let k = 0; k < n; k++) {
      if (k) D[k] += D[k - 1];
      R[k] += D[k]; I[k] += R[k]; E[k] += I[k]; RT[k] += E[k];
      // An instance the simulator reported no execution or retirement for
      // (llvm-mca's in-order stores, for one) is drawn as done at issue.
      if (E[k] < I[k]) E[k] = I[k];
      if (RT[k] < E[k]) RT[k] = E[k];
    }
    const w = t.waits;
    const inst = unpack(w.instance), start = unpack(w.start), len = unpack(w.len), code = unpack(w.kind), arg = unpack(w.arg), reg = unpack(w.reg);
    const m = inst.length;
    const kind = new Array(m), argAbs = new Float64Array(m);
    for (let s = 0; s < m; s++) {
      if (s) inst[s] += inst[s - 1];
      start[s] += D[inst[s]] || 0;
      kind[s] = w.kinds[code[s]];
      if (kind[s] === 'Register' || kind[s] === 'Memory') argAbs[s] = arg[s] > 0 ? inst[s] - arg[s] : UNSET;
      else if (kind[s] === 'Resource') argAbs[s] = arg[s] > 0 ? arg[s] - 1 : UNSET;
      else argAbs[s] = UNSET;
      reg[s] -= 1;
    }
    t.decoded = { D, R, I, E, RT, W: { instance: inst, start, len, kind, arg: argAbs, reg } };
    return t.decoded;
  }

  // ---- the timeline of one region ----
  function timelineSection(host, region, state) {
    const t = region.timeline;
    const n = t.num_insts, rows = t.instances;
    const { D, R, I, E, RT, W } = decodeTimeline(t);
    // First wait span of each instance (spans are sorted by instance).
    const first = new Uint32Array(rows + 1);
    {
      let k = 0;
      for (let r = 0; r <= rows; r++) {
        while (k < W.instance.length && W.instance[k] < r) k++;
        first[r] = k;
      }
    }
    let cols = 1;
    for (let r = 0; r < rows; r++) if (RT[r] + 1 > cols) cols = RT[r] + 1;
    cols = Math.max(cols, Math.min(Number(t.total_cycles) || 0, cols + 2));
    const critical = new Set(region.critical);
    const label = (k) => '[' + Math.floor(k / n) + ',' + (k % n) + ']';
    const text = (k) => asm(region.instructions[k % n] || '');
    state.timelineText = label;

    function stateAt(k, c) {
      const d = D[k];
      for (let s = first[k]; s < first[k + 1]; s++) {
        if (c >= W.start[s] && c < W.start[s] + W.len[s]) return { kind: 'wait', span: s };
      }
      if (c < d) return null;
      if (c === d) return { kind: 'dispatched' };
      if (c < I[k]) return { kind: 'waiting' };
      if (c < E[k]) return { kind: 'executing' };
      if (c === E[k]) return { kind: 'executed' };
      if (c < RT[k]) return { kind: 'retire' };
      if (c === RT[k]) return { kind: 'retired' };
      return null;
    }

    function seg(ctx, g, a, b, y, color) {
      // cycles [a, b)
      if (b <= a) return;
      const x0 = g.colX(a), x1 = g.colX(b);
      if (x1 < g.opt.labelW || x0 > g.viewW) return;
      ctx.fillStyle = color;
      ctx.fillRect(x0, y + 2, Math.max(x1 - x0 - (g.colW > 4 ? 1 : 0), 0.6), g.rowH - 4);
    }
    const CH = { dispatched: 'D', waiting: '=', executing: 'e', executed: 'E', retire: '-', retired: 'R' };

    function drawCells(ctx, k, y, g) {
      const idx = k % n;
      if (state.hiInst === idx || (state.hiSet && state.hiSet.has(idx))) {
        ctx.fillStyle = 'rgba(47,111,179,0.10)';
        ctx.fillRect(g.opt.labelW, y, g.viewW, g.rowH);
      } else if (state.showCritical && critical.has(idx)) {
        ctx.fillStyle = 'rgba(214,69,65,0.08)';
        ctx.fillRect(g.opt.labelW, y, g.viewW, g.rowH);
      }
      const d = D[k];
      seg(ctx, g, d, d + 1, y, STATE.dispatched);
      seg(ctx, g, d + 1, I[k], y, STATE.waiting);
      seg(ctx, g, I[k], E[k], y, STATE.executing);
      seg(ctx, g, Math.max(E[k], I[k]), E[k] + 1, y, STATE.executed);
      seg(ctx, g, E[k] + 1, RT[k], y, STATE.retire);
      seg(ctx, g, RT[k], RT[k] + 1, y, STATE.retired);
      for (let s = first[k]; s < first[k + 1]; s++) {
        seg(ctx, g, W.start[s], W.start[s] + W.len[s], y, (REASON[W.kind[s]] || REASON.Data)[0]);
      }
      if (g.colW >= 9) {
        const [c0, c1] = g.visibleCols();
        ctx.textAlign = 'center';
        for (let c = Math.max(c0, d - 1); c <= Math.min(c1, RT[k]); c++) {
          const s = stateAt(k, c);
          if (!s) continue;
          const ch = s.kind === 'wait' ? (STALLS.has(W.kind[s.span]) ? '.' : '=') : CH[s.kind];
          ctx.fillStyle = s.kind === 'retire' || s.kind === 'waiting' ? '#333' : '#fff';
          if (s.kind === 'wait') ctx.fillStyle = '#222';
          ctx.fillText(ch, g.colX(c) + g.colW / 2, y + g.rowH / 2);
        }
      }
    }
    function drawLabel(ctx, k, y, g) {
      const idx = k % n;
      ctx.textAlign = 'left';
      if (critical.has(idx) && state.showCritical) {
        ctx.fillStyle = '#fbe3e2';
        ctx.fillRect(0, y, g.opt.labelW, g.rowH);
      }
      if (idx === 0 && k !== 0) {
        ctx.fillStyle = '#c5ccd3';
        ctx.fillRect(0, y, g.opt.labelW, 1);
      }
      ctx.fillStyle = '#6a737c';
      ctx.fillText(label(k), 4, y + g.rowH / 2);
      ctx.fillStyle = critical.has(idx) && state.showCritical ? '#b3261e' : '#1d232b';
      ctx.fillText(text(k).slice(0, 40), 70, y + g.rowH / 2);
    }
    function describe(k, c) {
      const s = stateAt(k, c);
      const st = t.statics[t.inst_static[k % n]];
      let out = label(k) + ' ' + text(k) + '\ncycle ' + c + ': ';
      if (!s) return out + 'not in flight';
      if (s.kind !== 'wait') {
        out += { dispatched: 'dispatched', waiting: 'waiting (ready; no reason recorded)', executing: 'executing', executed: 'executed (written back)', retire: 'executed, waiting to retire', retired: 'retired' }[s.kind];
        if (!t.reasons && s.kind === 'waiting') out = out.replace(' (ready; no reason recorded)', '');
      } else {
        const sp = s.span, kind = W.kind[sp], arg = W.arg[sp];
        out += 'waiting: ' + (REASON[kind] || REASON.Data)[1];
        if ((kind === 'Register' || kind === 'Memory') && arg !== UNSET) {
          out += (kind === 'Register' ? ' ' + (t.registers[W.reg[sp]] || '') : '') + '\n  produced by ' + label(arg) + ' ' + text(arg);
        } else if (kind === 'Resource') {
          out += arg !== UNSET ? ': ' + t.resources[arg] : ': its units went to an older instruction';
        }
        out += '\n  (' + W.len[sp] + ' cycles from cycle ' + W.start[sp] + ')';
      }
      out += '\ndispatched ' + D[k] + ', ready ' + R[k] + ', issued ' + I[k] + ', executed ' + E[k] + ', retired ' + RT[k];
      if (st) out += '\nlatency ' + st.latency + ', micro-ops ' + st.micro_ops;
      return out;
    }
    function overlay(ctx, g) {
      const h = g.hover;
      if (!h || h.row < 0 || h.col < 0) return;
      const s = stateAt(h.row, h.col);
      // Outline the hovered cell.
      ctx.strokeStyle = '#111';
      ctx.lineWidth = 1;
      ctx.strokeRect(g.colX(h.col) + 0.5, g.rowY(h.row) + 1.5, Math.max(g.colW - 1, 2), g.rowH - 3);
      if (!s || s.kind !== 'wait') return;
      const kind = W.kind[s.span], p = W.arg[s.span];
      if ((kind !== 'Register' && kind !== 'Memory') || p === UNSET || p >= rows) return;
      // Arrow from the producer's write-back to the waiting cell.
      const px = g.colX(E[p]) + g.colW / 2, py = g.rowY(p) + g.rowH / 2;
      const qx = g.colX(h.col) + g.colW / 2, qy = g.rowY(h.row) + g.rowH / 2;
      ctx.fillStyle = 'rgba(240,160,48,0.25)';
      ctx.fillRect(g.opt.labelW, g.rowY(p), g.viewW, g.rowH);
      ctx.strokeStyle = '#d9480f';
      ctx.fillStyle = '#d9480f';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(px, py);
      const mx = Math.min(px, qx) - 20;
      ctx.bezierCurveTo(mx, py, mx, qy, qx, qy);
      ctx.stroke();
      const a = Math.atan2(qy - qy, qx - mx);
      ctx.beginPath();
      ctx.moveTo(qx, qy);
      ctx.lineTo(qx - 8 * Math.cos(a - 0.4), qy - 8 * Math.sin(a - 0.4));
      ctx.lineTo(qx - 8 * Math.cos(a + 0.4), qy - 8 * Math.sin(a + 0.4));
      ctx.closePath();
      ctx.fill();
      ctx.beginPath();
      ctx.arc(px, py, 3.5, 0, 2 * Math.PI);
      ctx.fill();
      ctx.lineWidth = 1;
    }

    const bar = el('div', { class: 'toolbar' });
    host.appendChild(bar);
    const shownCycles = Math.min(cols, 90);
    const g = new Grid(host, {
      rows, cols, rowH: 16, colW: 12, labelW: 330, headerH: 22,
      height: Math.min(560, 22 + rows * 16 + 18), zoom: true,
      drawCells, drawLabel, drawHeader: drawCycleHeader, overlay,
      hover: (row, col) => (row >= 0 && col >= 0 ? describe(row, col) : row >= 0 ? label(row) + ' ' + text(row) : null),
    });
    g.setColW(Math.max(0.05, Math.min(16, (g.viewW - 330) / shownCycles)));
    state.timeline = g;
    // `#hover`: show the first register wait as a hover shows it (for
    // screenshots and the browser tests).
    state.hoverFirstWait = () => {
      // Prefer a wait a few rows below its producer (the arrow shows).
      const ok = (sp) => W.kind[sp] === 'Register' && W.arg[sp] !== UNSET && W.arg[sp] < rows;
      let pick = -1;
      for (let sp = 0; sp < W.kind.length && sp < 100000; sp++) {
        if (!ok(sp)) continue;
        if (pick < 0) pick = sp;
        if (W.instance[sp] - W.arg[sp] >= 3 && W.len[sp] >= 3) { pick = sp; break; }
      }
      for (let sp = pick; sp >= 0; sp = -1) {
        const row = W.instance[sp], col = W.start[sp];
        host.scrollIntoView();
        g.scrollToRow(Math.max(0, W.arg[sp] - 2) + g.viewH / 3 / g.rowH);
        g.hover = { row, col };
        g.draw();
        const r = g.scroller.getBoundingClientRect();
        showTip(describe(row, col), r.left + g.colX(RT[row] + 2), r.top + g.rowY(row));
        return true;
      }
      return false;
    };
    const iterInput = el('input', { type: 'number', min: '0', value: '0', title: 'iteration' });
    bar.append(
      el('button', { onclick: () => g.zoomAt(1.5, g.opt.labelW), title: 'zoom in on the cycle axis' }, 'zoom +'),
      el('button', { onclick: () => g.zoomAt(1 / 1.5, g.opt.labelW), title: 'zoom out' }, 'zoom −'),
      el('button', { onclick: () => g.fit(), title: 'all cycles in view' }, 'fit'),
      el('span', null, ' iteration '), iterInput,
      el('button', { onclick: () => { const k = Math.max(0, Math.min(rows - 1, (Number(iterInput.value) || 0) * n)); g.scrollToRow(k); g.scrollToCol(D[k]); } }, 'go'),
      el('label', null, el('input', { type: 'checkbox', checked: 'checked', onchange: (e) => { state.showCritical = e.target.checked; g.draw(); } }), ' highlight critical sequence'),
      el('span', { class: 'note' }, ' ' + rows.toLocaleString() + ' rows × ' + cols.toLocaleString() + ' cycles; ctrl+wheel zooms' +
        (rows < region.iterations * n ? '; the first ' + Math.ceil(rows / n) + ' of ' + region.iterations + ' iterations (-timeline-max-iterations=N for more)' : '')),
    );
    const items = [[STATE.dispatched, 'dispatched'], [STATE.waiting, 'waiting'], [STATE.executing, 'executing'], [STATE.executed, 'executed'], [STATE.retire, 'waiting to retire'], [STATE.retired, 'retired']];
    if (t.reasons) for (const [, v] of Object.entries(REASON)) items.push(v);
    host.appendChild(legend(items));
  }

  // ---- resource pressure heatmaps ----
  function heatmapSection(host, region, state) {
    const t = region.timeline;
    const used = t.used_resources, m = used.length, n = t.num_insts;
    if (!m) { host.appendChild(el('p', { class: 'note' }, 'No resource was used.')); return; }
    const totals = new Array(m).fill(0);
    let max = 0;
    for (let i = 0; i < n; i++) for (let c = 0; c < m; c++) { const v = t.pressure[i * m + c]; totals[c] += v; if (v > max) max = v; }
    const name = (c) => t.resources[used[c]];
    const colW = 64;
    const header = (ctx, g) => {
      ctx.textAlign = 'center';
      ctx.fillStyle = '#46505a';
      ctx.font = '10px "DejaVu Sans", sans-serif';
      for (let c = 0; c < m; c++) {
        const x = g.colX(c) + colW / 2;
        const s = name(c);
        ctx.fillText(s.length > 11 ? s.slice(0, 10) + '…' : s, x, g.opt.headerH / 2);
      }
      ctx.font = '11px "DejaVu Sans Mono", monospace';
    };
    const cellsOf = (values, rowsMax) => (ctx, r, y, g) => {
      const [c0, c1] = g.visibleCols();
      for (let c = c0; c <= c1; c++) {
        const v = values(r, c);
        ctx.fillStyle = heat(rowsMax(r) ? v / rowsMax(r) : 0);
        ctx.fillRect(g.colX(c), y, colW - 1, g.rowH - 1);
        if (v > 0) {
          ctx.fillStyle = v / (rowsMax(r) || 1) > 0.6 ? '#fff' : '#222';
          ctx.textAlign = 'center';
          ctx.fillText(v >= 100 ? v.toFixed(0) : v.toFixed(2), g.colX(c) + colW / 2, y + g.rowH / 2);
        }
      }
    };
    // Instructions x resources (cycles per iteration), with a total row.
    const totalMax = Math.max(...totals);
    host.appendChild(el('div', { class: 'note' }, 'Resource cycles per iteration, by instruction; the last row is the total per iteration.'));
    new Grid(host, {
      rows: n + 1, cols: m, rowH: 16, colW, labelW: 330, headerH: 24, height: Math.min(420, 24 + (n + 1) * 16 + 18),
      drawCells: cellsOf((r, c) => (r < n ? t.pressure[r * m + c] : totals[c]), (r) => (r < n ? max : totalMax)),
      drawLabel: (ctx, r, y, g) => {
        ctx.textAlign = 'left';
        ctx.fillStyle = r < n && state.critical.has(r) ? '#b3261e' : '#1d232b';
        ctx.fillText(r < n ? r + '. ' + asm(region.instructions[r]).slice(0, 42) : '<total per iteration>', 4, y + g.rowH / 2);
      },
      drawHeader: header,
      hover: (r, c) => (r >= 0 && c >= 0 ? (r < n ? r + '. ' + asm(region.instructions[r]) : 'total') + '\n' + name(c) + ': ' +
        fmt(r < n ? t.pressure[r * m + c] : totals[c]) + ' cycles per iteration' : null),
    });
    // Iterations x resources.
    const iters = t.pressure_by_iteration.length / m;
    if (iters > 0) {
      let imax = 0;
      for (const v of t.pressure_by_iteration) if (v > imax) imax = v;
      host.appendChild(el('div', { class: 'note', style: 'margin-top:8px' }, 'Resource cycles of each iteration (per-iteration totals).'));
      new Grid(host, {
        rows: iters, cols: m, rowH: 14, colW, labelW: 330, headerH: 24, height: Math.min(300, 24 + iters * 14 + 18),
        drawCells: cellsOf((r, c) => t.pressure_by_iteration[r * m + c], () => imax),
        drawLabel: (ctx, r, y, g) => { ctx.textAlign = 'left'; ctx.fillStyle = '#1d232b'; ctx.fillText('iteration ' + r, 4, y + g.rowH / 2); },
        drawHeader: header,
        hover: (r, c) => (r >= 0 && c >= 0 ? 'iteration ' + r + '\n' + name(c) + ': ' + fmt(t.pressure_by_iteration[r * m + c]) + ' cycles' : null),
      });
    }
  }

  // ---- the code listing with the instruction info ----
  function instTip(region, i) {
    const t = region.timeline;
    const st = t && t.statics ? t.statics[t.inst_static[i]] : null;
    const info = region.info[i];
    let s = i + '. ' + asm(region.instructions[i]);
    if (st && st.opcode) s += '\nopcode ' + st.opcode + ', scheduling class #' + st.sched_class;
    if (st) s += '\nlatency ' + st.latency + ', micro-ops ' + st.micro_ops + (st.may_load ? ', loads' : '') + (st.may_store ? ', stores' : '');
    if (info) s += '\nreciprocal throughput ' + fmt(info[1]);
    if (region.inst_waits && region.inst_waits.n && t && t.waits) {
      const iw = region.inst_waitsDecoded || (region.inst_waitsDecoded = unpack(region.inst_waits));
      const kinds = t.waits.kinds, iters = Math.max(1, region.inst_waits_iterations || 1);
      const parts = [];
      for (let k = 0; k < kinds.length; k++) {
        const v = iw[i * kinds.length + k];
        if (v) parts.push((REASON[kinds[k]] || REASON.Data)[1] + ' ' + (v / iters).toFixed(2));
      }
      if (parts.length) s += '\nwaiting cycles per iteration: ' + parts.join(', ');
    }
    if (st && st.resources.length) {
      s += '\nresources (AcquireAtCycle → ReleaseAtCycle):';
      for (const r of st.resources) s += '\n  ' + (t.resources[r.resource] || '?') + '  [' + r.acquire + ', ' + r.release + ')';
    }
    return s;
  }

  function codeSection(host, region, state) {
    const n = region.instructions.length;
    const inChain = new Set();
    if (region.loop_carried && region.loop_carried.chains.length) for (const i of region.loop_carried.chains[0].instructions) inChain.add(i);
    // One grid row per instruction; rows out of view skip layout
    // (content-visibility), so 10,000 instructions load quickly.
    const list = el('div', { class: 'code' });
    list.appendChild(el('div', { class: 'row head' }, ...['#', '', 'instruction', 'uops', 'latency', 'RThroughput', 'mem', 'waits/iteration'].map((h) => el('span', null, h))));
    // Waiting cycles per iteration by reason, per instruction.
    const kinds = region.timeline && region.timeline.waits ? region.timeline.waits.kinds : [];
    const iw = region.inst_waits && region.inst_waits.n ? unpack(region.inst_waits) : null;
    const iters = Math.max(1, region.inst_waits_iterations || 1);
    let maxWait = 0;
    if (iw) for (let i = 0; i < n; i++) { let t = 0; for (let k = 0; k < kinds.length; k++) t += iw[i * kinds.length + k]; maxWait = Math.max(maxWait, t); }
    const waitCell = (i) => {
      if (!iw) return el('span', null, '');
      let total = 0;
      const bar = el('i', { class: 'wbar' });
      for (let k = 0; k < kinds.length; k++) {
        const v = iw[i * kinds.length + k];
        if (!v) continue;
        total += v;
        bar.appendChild(el('b', { style: 'width:' + (70 * v / (maxWait || 1)).toFixed(1) + 'px;background:' + (REASON[kinds[k]] || REASON.Data)[0] }));
      }
      return el('span', { class: 'waits' }, (total / iters).toFixed(1).padStart(6) + ' ', bar);
    };
    for (let i = 0; i < n; i++) {
      const info = region.info[i];
      const st = region.timeline && region.timeline.statics ? region.timeline.statics[region.timeline.inst_static[i]] : null;
      const cls = 'row' + (state.critical.has(i) ? ' critical' : '') + (inChain.has(i) ? ' chain' : '');
      list.appendChild(el('div', { class: cls, 'data-idx': String(i) },
        el('span', null, String(i)),
        el('span', { class: 'mark' }, (state.critical.has(i) ? '●' : ' ') + (inChain.has(i) ? '◆' : ' ')),
        el('span', { class: 'asm rmca-inst' }, asm(region.instructions[i])),
        el('span', null, info ? String(info[2]) : st ? String(st.micro_ops) : ''),
        el('span', null, info ? String(info[0]) : st ? String(st.latency) : ''),
        el('span', null, info ? fmt(info[1]) : ''),
        el('span', null, st ? (st.may_load ? 'L' : '') + (st.may_store ? 'S' : '') : ''),
        waitCell(i)));
    }
    const rowOf = (e) => e.target.closest('.row[data-idx]');
    list.addEventListener('mouseover', (e) => {
      const r = rowOf(e);
      if (!r) return;
      state.hiInst = Number(r.getAttribute('data-idx'));
      if (state.timeline) state.timeline.draw();
    });
    list.addEventListener('mousemove', (e) => {
      const r = rowOf(e);
      if (r) showTip(instTip(region, Number(r.getAttribute('data-idx'))), e.clientX, e.clientY);
    });
    list.addEventListener('mouseleave', () => { state.hiInst = -1; hideTip(); if (state.timeline) state.timeline.draw(); });
    list.addEventListener('click', (e) => {
      const r = rowOf(e);
      if (r && state.timeline) {
        const i = Number(r.getAttribute('data-idx'));
        state.timeline.scrollToRow(i);
        state.timeline.scrollToCol(decodeTimeline(region.timeline).D[i] || 0);
      }
    });
    host.appendChild(el('div', { class: 'codebox' }, list));
    host.appendChild(el('div', { class: 'note' }, '● on the critical sequence of bottleneck analysis, ◆ on the longest loop-carried dependency chain. Hover for the scheduling information; click to find it in the timeline.'));
  }

  function highlightSet(state, set) {
    state.hiSet = set;
    if (state.timeline) state.timeline.draw();
    for (const r of state.codeRows) r.classList.toggle('hi', !!set && set.has(Number(r.getAttribute('data-idx'))));
  }

  // Scrolls the timeline to instruction `i` of the second iteration.
  function jumpTo(state, region, i) {
    const g = state.timeline;
    if (!g) return;
    const n = region.instructions.length;
    const k = Math.min(region.timeline.instances - 1, n + i);
    g.box.scrollIntoView({ block: 'center' });
    g.scrollToRow(k);
    g.scrollToCol(decodeTimeline(region.timeline).D[k] || 0);
  }

  function criticalSection(host, region, state) {
    const b = region.bottleneck;
    const n = region.instructions.length;
    if (!b.found || !b.critical_sequence.length) {
      host.appendChild(el('p', null, b.found ? 'No critical sequence.' : 'No resource or data dependency bottlenecks discovered.'));
      return;
    }
    const ul = el('ul', { class: 'seq' });
    for (const e of b.critical_sequence) {
      const from = e.from % n, to = e.to % n;
      const kind = e.kind.toLowerCase();
      const li = el('li', { onmouseenter: () => highlightSet(state, new Set([from, to])), onmouseleave: () => highlightSet(state, null), onclick: () => jumpTo(state, region, to), title: 'click: show it in the timeline' },
        from + '. ' + asm(region.instructions[from]) + (Math.floor(e.from / n) !== Math.floor(e.to / n) ? '  (loop carried)' : '') + '  →  ' + to + '. ' + asm(region.instructions[to]) + '   ',
        el('span', { class: 'kind-' + kind }, e.kind.toUpperCase() + (e.what_name ? ' ' + e.what_name : '')),
        el('span', { class: 'note' }, '  cost ' + e.cost + ', seen in ' + e.frequency + ' iterations'));
      ul.appendChild(li);
    }
    host.appendChild(ul);
  }

  function chainsSection(host, region, state) {
    const l = region.loop_carried;
    host.appendChild(el('p', null, 'Static bounds: dependencies allow ' + fmt(l.cycles_per_iteration) + ' cycles per iteration, resources ' +
      fmt(l.block_rthroughput) + '; simulated ' + fmt(Number(l.total_cycles) / Math.max(1, l.iterations)) + ' (' + l.verdict + ').'));
    if (!l.chains.length) { host.appendChild(el('p', { class: 'note' }, 'No loop-carried dependency.')); return; }
    const ul = el('ul', { class: 'seq' });
    for (const c of l.chains.slice(0, 50)) {
      const set = new Set(c.instructions);
      ul.appendChild(el('li', { onmouseenter: () => highlightSet(state, set), onmouseleave: () => highlightSet(state, null), onclick: () => jumpTo(state, region, c.instructions[0]), title: 'click: show it in the timeline' },
        el('b', null, c.latency + ' cycles' + (c.iterations > 1 ? ' over ' + c.iterations + ' iterations' : '') + ': '),
        c.instructions.map((i) => i + '. ' + asm(region.instructions[i])).join('  →  ')));
    }
    if (l.chains.length > 50) ul.appendChild(el('li', { class: 'note' }, (l.chains.length - 50) + ' more chains'));
    host.appendChild(ul);
  }

  function summarySection(host, region) {
    const s = region.summary;
    const cards = el('div', { class: 'cards' });
    const card = (k, v) => cards.appendChild(el('div', { class: 'card' }, el('div', { class: 'k' }, k), el('div', { class: 'v' }, String(v))));
    if (s) {
      card('Iterations', s.iterations); card('Instructions', s.instructions); card('Total Cycles', s.total_cycles);
      card('Total uOps', s.total_uops); card('Dispatch Width', s.dispatch_width); card('uOps Per Cycle', fmt(s.uops_per_cycle));
      card('IPC', fmt(s.ipc)); card('Block RThroughput', fmt(s.block_rthroughput, 1));
    } else if (region.timeline) {
      card('Iterations', region.iterations); card('Total Cycles', region.timeline.total_cycles);
    }
    host.appendChild(cards);
    host.appendChild(el('p', { class: 'verdict' }, region.verdict));
    if (region.wait_totals.length) {
      const total = region.wait_totals.reduce((a, b) => a + b[1], 0) || 1;
      const byLabel = { 'data dependency (register)': REASON.Register[0], 'data dependency (memory)': REASON.Memory[0], 'data dependency': REASON.Data[0], 'resource busy': REASON.Resource[0], 'register file full': REASON.RegisterFile[0], 'reorder buffer full': REASON.ReorderBuffer[0], 'scheduler queue full': REASON.SchedulerQueue[0], 'load queue full': REASON.LoadQueue[0], 'store queue full': REASON.StoreQueue[0], 'dispatch group': REASON.DispatchGroup[0], 'target behaviour': REASON.Target[0] };
      const bar = el('div', { class: 'bar' });
      for (const [label, c] of region.wait_totals) bar.appendChild(el('span', { style: 'width:' + (100 * c / total) + '%;background:' + (byLabel[label] || '#999'), title: label + ': ' + c }));
      host.appendChild(el('div', { class: 'note' }, 'Waiting instance-cycles by reason:'));
      host.appendChild(bar);
      host.appendChild(legend(region.wait_totals.map(([label, c]) => [byLabel[label] || '#999', label + ' ' + (100 * c / total).toFixed(1) + '%'])));
    }
  }

  function regionTitle(r) { return '[' + r.index + '] Code Region' + (r.name ? ' - ' + r.name : ''); }

  function reportPage(data, main) {
    const states = [];
    data.regions.forEach((region, k) => {
      const state = { hiInst: -1, hiSet: null, showCritical: true, critical: new Set(region.critical), timeline: null, codeRows: [] };
      states.push(state);
      const sec = el('section', { class: 'region', id: 'region-' + k });
      main.appendChild(sec);
      sec.appendChild(el('h2', null, regionTitle(region)));
      sec.appendChild(el('h3', null, 'Summary'));
      summarySection(sec, region);
      sec.appendChild(el('h3', null, 'Code and instruction info'));
      codeSection(sec, region, state);
      state.codeRows = Array.from(sec.querySelectorAll('.row[data-idx]'));
      if (region.timeline) {
        sec.appendChild(el('h3', null, 'Timeline'));
        timelineSection(sec, region, state);
        if (region.timeline.used_resources.length) {
          sec.appendChild(el('h3', null, 'Resource pressure'));
          heatmapSection(sec, region, state);
        }
      }
      if (region.bottleneck) {
        sec.appendChild(el('h3', null, 'Critical sequence (bottleneck analysis)'));
        criticalSection(sec, region, state);
      }
      if (region.loop_carried) {
        sec.appendChild(el('h3', null, 'Loop-carried dependency chains'));
        chainsSection(sec, region, state);
      }
    });
    if (/(^#|&)hover(&|$)/.test(location.hash)) {
      for (const st of states) if (st.hoverFirstWait && st.hoverFirstWait()) break;
    }
  }

  function diffPage(data, main) {
    const pct = (x) => (x >= 0 ? '+' : '') + (100 * x).toFixed(1) + '%';
    main.appendChild(el('p', null, data.diff.length + ' regions, sorted by the change of their cycles (largest first).'));
    const tbody = el('tbody');
    const table = el('table', { class: 'diff' }, el('thead', null, el('tr', null,
      ...['region', 'old cycles', 'new cycles', 'change', 'old IPC', 'new IPC', 'old RThroughput', 'new RThroughput', ''].map((h) => el('th', null, h)))), tbody);
    main.appendChild(table);
    for (const row of data.diff) {
      const cls = row.change > 0 ? 'worse' : row.change < 0 ? 'better' : '';
      const panel = el('td', { colspan: '9' });
      const panelRow = el('tr', { style: 'display:none' }, panel);
      let built = false;
      const hasTimelines = row.old_region != null || row.new_region != null;
      const button = hasTimelines ? el('button', { onclick: () => {
        const open = panelRow.style.display === 'none';
        panelRow.style.display = open ? '' : 'none';
        if (open && !built) {
          built = true;
          const side = el('div', { class: 'side' });
          panel.appendChild(side);
          for (const [title, idx] of [['old', row.old_region], ['new', row.new_region]]) {
            const box = el('div', null, el('h3', null, title));
            side.appendChild(box);
            if (idx == null) { box.appendChild(el('p', { class: 'note' }, 'no timeline')); continue; }
            const region = data.regions[idx];
            timelineSection(box, region, { hiInst: -1, showCritical: false, critical: new Set(region.critical) });
          }
        }
      } }, 'timelines') : null;
      tbody.appendChild(el('tr', null,
        el('td', { class: 'rmca-inst' }, row.name),
        el('td', null, String(row.old_cycles)), el('td', null, String(row.new_cycles)),
        el('td', { class: cls }, pct(row.change)),
        el('td', null, fmt(row.old_ipc)), el('td', null, fmt(row.new_ipc)),
        el('td', null, fmt(row.old_rthroughput)), el('td', null, fmt(row.new_rthroughput)),
        el('td', null, button)));
      tbody.appendChild(panelRow);
      if (button && /(^#|&)open(=|&|$)/.test(location.hash) && !main.querySelector('.side')) button.click();
    }
  }

  function main() {
    const t0 = performance.now();
    const data = JSON.parse(document.getElementById('rmca-data').textContent);
    const main = document.getElementById('rmca');
    const nav = el('nav');
    if (data.kind === 'report') data.regions.forEach((r, k) => nav.appendChild(el('a', { href: '#region-' + k }, '[' + r.index + ']' + (r.name ? ' ' + r.name : ''))));
    document.body.insertBefore(el('header', { class: 'top' },
      el('h1', null, data.kind === 'diff' ? 'rmca model diff' : 'rmca report'),
      el('span', { class: 'target' }, data.triple + (data.cpu ? '  ·  ' + data.cpu : '')), nav), main);
    if (data.kind === 'diff') diffPage(data, main); else reportPage(data, main);
    const instances = data.regions.reduce((a, r) => a + (r.timeline ? r.timeline.instances : 0), 0);
    document.body.setAttribute('data-rmca-regions', String(data.regions.length));
    document.body.setAttribute('data-rmca-instances', String(instances));
    document.body.setAttribute('data-rmca-render-ms', String(Math.round(performance.now() - t0)));
  }

  try {
    main();
  } catch (e) {
    reportError('error: ' + (e && e.stack ? e.stack : e));
  }
  document.body.setAttribute('data-rmca-ready', '1');
})();

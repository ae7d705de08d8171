//! `rmca._rmca`: the native half of the `rmca` Python package. Sessions,
//! reports and batches are the typed library's (`rmca::Session`,
//! `rmca::Report`, `rmca::analyze_batch`); this module only converts
//! values at the boundary and lets go of the GIL while LLVM and the
//! simulator work. `rmca/__init__.py` re-exports it and adds the table
//! helpers.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use pyo3::create_exception;
use pyo3::exceptions::{PyException, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyDict, PyList, PyString, PyTuple};
use serde_json::{Map, Value};

use rmca::report::export;
use rmca::{AnalysisOptions, Block, Error, Views};

// Analyses allocate and free many small objects (as in rmca-batch).
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

create_exception!(
    rmca,
    AnalysisError,
    PyException,
    "An analysis failed. str(e) is llvm-mca's message for the case; `e.kind` names the \
     case (\"UnknownCpu\", \"AssemblyErrors\", \"Disassembly\", \"NoInstructions\", ...) and \
     `e.diagnostics` holds what llvm-mca printed before giving up (the parser's messages)."
);

fn error_kind(e: &Error) -> &'static str {
    match e {
        Error::UnknownTarget(_) => "UnknownTarget",
        Error::Input { .. } => "Input",
        Error::TargetInit { .. } => "TargetInit",
        Error::UnknownCpu { .. } => "UnknownCpu",
        Error::NoSchedModel { .. } => "NoSchedModel",
        Error::NoPrinter { .. } => "NoPrinter",
        Error::Parse(_) => "Parse",
        Error::ParserFatal(_) => "ParserFatal",
        Error::Disassembly(_) => "Disassembly",
        Error::AssemblyErrors { .. } => "AssemblyErrors",
        Error::InvalidRegions { .. } => "InvalidRegions",
        Error::InvalidInstruments { .. } => "InvalidInstruments",
        Error::CommentParse { .. } => "CommentParse",
        Error::NoInstructions => "NoInstructions",
        Error::Backend(_) => "Backend",
        Error::UnsupportedInstruction { .. } => "UnsupportedInstruction",
        Error::UnresolvedInstrument { .. } => "UnresolvedInstrument",
        Error::Simulation(_) => "Simulation",
        Error::SchedOverride(_) => "SchedOverride",
        Error::InvalidArgument(_) => "InvalidArgument",
        Error::Internal(_) => "Internal",
        Error::Sink(_) => "Sink",
    }
}

/// The AnalysisError for `e`, with its `kind` and `diagnostics`.
fn analysis_error(py: Python<'_>, e: &Error) -> PyErr {
    let err = AnalysisError::new_err(e.to_string());
    let value = err.value(py);
    // Setting attributes on a fresh exception instance cannot fail short
    // of memory exhaustion; the message is there either way.
    let _ = value.setattr("kind", error_kind(e));
    let _ = value.setattr("diagnostics", e.diagnostics());
    err
}

/// Sessions made so far, by (triple, cpu, mattr): creating one costs
/// milliseconds, and a batch per partition or per CPU would pay it each
/// time.
fn cached_session(triple: &str, cpu: &str, mattr: &str) -> Result<rmca::Session, Error> {
    static CACHE: OnceLock<Mutex<HashMap<(String, String, String), rmca::Session>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let key = (triple.to_string(), cpu.to_string(), mattr.to_string());
    let mut map = cache.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(s) = map.get(&key) {
        return Ok(s.clone());
    }
    let session = rmca::Session::new(triple, cpu, mattr)?;
    map.insert(key, session.clone());
    Ok(session)
}

fn block_of(obj: &Bound<'_, PyAny>) -> PyResult<Block> {
    if obj.is_instance_of::<PyString>() {
        return Ok(Block::Asm(obj.extract::<String>()?));
    }
    if let Ok(b) = obj.cast::<PyBytes>() {
        return Ok(Block::Bytes(b.as_bytes().to_vec()));
    }
    if let Ok(b) = obj.cast::<PyByteArray>() {
        return Ok(Block::Bytes(b.to_vec()));
    }
    Err(PyTypeError::new_err(format!(
        "a block is str (assembly) or bytes (machine code), not {}",
        obj.get_type().name().map(|n| n.to_string()).unwrap_or_else(|_| "?".into())
    )))
}

/// Every view that exports itself, beside the summary.
fn everything_exported() -> Views {
    export::views_to_export(&["all"]).unwrap_or_default()
}

/// `views=None`: llvm-mca's default views; otherwise a view name or an
/// iterable of them. The summary is always there.
fn parse_views(views: Option<&Bound<'_, PyAny>>) -> PyResult<Views> {
    let Some(v) = views.filter(|v| !v.is_none()) else {
        return Ok(Views::default());
    };
    let names: Vec<String> = if v.is_instance_of::<PyString>() {
        vec![v.extract::<String>()?]
    } else {
        let iter = v
            .try_iter()
            .map_err(|_| PyTypeError::new_err("views is None, a view name or an iterable of view names"))?;
        let mut names = Vec::new();
        for item in iter {
            names.push(
                item?
                    .extract()
                    .map_err(|_| PyTypeError::new_err("views is None, a view name or an iterable of view names"))?,
            );
        }
        names
    };
    // The names and the error are the registry's (`rmca::views`), as
    // rmca-batch's --views has them.
    export::views_to_export(&names).map_err(PyValueError::new_err)
}

fn options(iterations: i64, views: Views) -> PyResult<AnalysisOptions> {
    if iterations < 1 || iterations > u32::MAX as i64 {
        return Err(PyValueError::new_err(format!("iterations must be between 1 and {}, not {iterations}", u32::MAX)));
    }
    Ok(AnalysisOptions { iterations: iterations as u32, views, ..AnalysisOptions::default() })
}

/// A JSON value as the Python value json.loads would give.
fn to_py<'py>(py: Python<'py>, v: &Value) -> PyResult<Bound<'py, PyAny>> {
    Ok(match v {
        Value::Null => py.None().into_bound(py),
        Value::Bool(b) => b.into_pyobject(py)?.to_owned().into_any(),
        Value::Number(n) => {
            if let Some(i) = n.as_i64() {
                i.into_pyobject(py)?.into_any()
            } else if let Some(u) = n.as_u64() {
                u.into_pyobject(py)?.into_any()
            } else {
                n.as_f64().unwrap_or(f64::NAN).into_pyobject(py)?.into_any()
            }
        }
        Value::String(s) => PyString::new(py, s).into_any(),
        Value::Array(a) => {
            let items = a.iter().map(|x| to_py(py, x)).collect::<PyResult<Vec<_>>>()?;
            PyList::new(py, items)?.into_any()
        }
        Value::Object(o) => map_to_py(py, o)?.into_any(),
    })
}

fn map_to_py<'py>(py: Python<'py>, o: &Map<String, Value>) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    for (k, x) in o {
        d.set_item(k, to_py(py, x)?)?;
    }
    Ok(d)
}

/// A target ready to analyse.
#[pyclass(frozen, module = "rmca")]
struct Session {
    inner: rmca::Session,
    mattr: String,
}

#[pymethods]
impl Session {
    /// Session(triple, cpu, mattr="")
    ///
    /// A target ready to analyse, as llvm-mca's -mtriple, -mcpu and -mattr
    /// ("+avx2,-fma") set it up. An empty triple is the host's. Raises
    /// AnalysisError for an unknown target or CPU, or a CPU without a
    /// scheduling model. A Session may be used by any number of threads.
    #[new]
    #[pyo3(signature = (triple, cpu, mattr = ""))]
    fn new(py: Python<'_>, triple: &str, cpu: &str, mattr: &str) -> PyResult<Session> {
        let (t, c, m) = (triple.to_string(), cpu.to_string(), mattr.to_string());
        let inner = py.detach(move || cached_session(&t, &c, &m)).map_err(|e| analysis_error(py, &e))?;
        Ok(Session { inner, mattr: mattr.to_string() })
    }

    /// The triple as LLVM spells it.
    #[getter]
    fn triple(&self) -> &str {
        self.inner.triple()
    }

    /// The CPU as asked for.
    #[getter]
    fn cpu(&self) -> &str {
        self.inner.cpu()
    }

    #[getter]
    fn mattr(&self) -> &str {
        &self.mattr
    }

    /// analyze(block, iterations=100, views=None) -> Report
    ///
    /// Analyses one block: `str` is assembly (llvm-mca's input, regions and
    /// all), `bytes` is machine code for the target's disassembler. `views`
    /// is None (llvm-mca's default: summary, instruction info, resource
    /// pressure), a view name or a list of them: "summary",
    /// "instruction_info", "resource_pressure", "timeline", "bottleneck",
    /// "all". Raises AnalysisError with llvm-mca's message when the block
    /// cannot be analysed. The GIL is released while it runs.
    #[pyo3(signature = (block, iterations = 100, views = None))]
    fn analyze(&self, py: Python<'_>, block: &Bound<'_, PyAny>, iterations: i64, views: Option<&Bound<'_, PyAny>>) -> PyResult<Report> {
        let block = block_of(block)?;
        let opts = options(iterations, parse_views(views)?)?;
        let session = self.inner.clone();
        let result = py.detach(move || rmca::batch::analyze_one(&session, &block, &opts));
        match result {
            Ok(r) => Ok(Report { inner: Arc::new(r) }),
            Err(e) => Err(analysis_error(py, &e)),
        }
    }

    /// analyze_each(block, on_region, iterations=100, views=None) -> bool
    ///
    /// Analyses `block` as `analyze` does, calling `on_region(report)` with
    /// a Report of each region as soon as it is made. When `on_region`
    /// returns False the analysis stops there (and this returns False);
    /// when it raises, the analysis stops and the exception propagates.
    /// Returns True when every region was handed on.
    #[pyo3(signature = (block, on_region, iterations = 100, views = None))]
    fn analyze_each(
        &self,
        py: Python<'_>,
        block: &Bound<'_, PyAny>,
        on_region: &Bound<'_, PyAny>,
        iterations: i64,
        views: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<bool> {
        let block = block_of(block)?;
        let opts = options(iterations, parse_views(views)?)?;
        let callback = on_region.clone().unbind();
        let session = self.inner.clone();
        let mut raised: Option<PyErr> = None;
        let result = py.detach(|| {
            session.analyze_each(&block, &opts, &mut |report| {
                Python::attach(|py| match callback.call1(py, (Report { inner: Arc::new(report) },)) {
                    Ok(answer) if answer.bind(py).is_instance_of::<pyo3::types::PyBool>() && !answer.is_truthy(py).unwrap_or(true) => {
                        Err(rmca::analysis::SinkStop::Enough)
                    }
                    Ok(_) => Ok(()),
                    Err(e) => {
                        raised = Some(e);
                        Err(rmca::analysis::SinkStop::Enough)
                    }
                })
            })
        });
        if let Some(e) = raised {
            return Err(e);
        }
        match result {
            Ok(done) => Ok(done == rmca::analysis::Completion::Finished),
            Err(e) => Err(analysis_error(py, &e)),
        }
    }

    /// analyze_batch(blocks, iterations=100, views="summary", threads=None) -> list
    ///
    /// rmca.analyze_batch with this session's target.
    #[pyo3(signature = (blocks, iterations = 100, views = None, threads = None))]
    fn analyze_batch<'py>(
        &self,
        py: Python<'py>,
        blocks: &Bound<'py, PyAny>,
        iterations: i64,
        views: Option<&Bound<'py, PyAny>>,
        threads: Option<usize>,
    ) -> PyResult<Bound<'py, PyList>> {
        batch(py, &self.inner, blocks, iterations, views, threads)
    }

    fn __repr__(&self) -> String {
        format!("rmca.Session({:?}, {:?}, {:?})", self.inner.triple(), self.inner.cpu(), self.mattr)
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let me = slf.get();
        let args = (me.inner.triple().to_string(), me.inner.cpu().to_string(), me.mattr.clone());
        (slf.get_type(), args).into_pyobject(py)
    }
}

/// Blocks analysed between two checks for a KeyboardInterrupt.
const BATCH_CHUNK: usize = 4096;

fn batch<'py>(
    py: Python<'py>,
    session: &rmca::Session,
    blocks: &Bound<'py, PyAny>,
    iterations: i64,
    views: Option<&Bound<'py, PyAny>>,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyList>> {
    if blocks.is_instance_of::<PyString>() || blocks.is_instance_of::<PyBytes>() {
        return Err(PyTypeError::new_err("blocks is a list (or iterable) of blocks, not one block"));
    }
    let mut list = Vec::new();
    for b in blocks.try_iter().map_err(|_| PyTypeError::new_err("blocks must be an iterable of str or bytes"))? {
        list.push(block_of(&b?)?);
    }
    let views = match views {
        Some(v) if !v.is_none() => parse_views(Some(v))?,
        _ => Views { summary: true, ..Views::none() },
    };
    let opts = options(iterations, views)?;
    let out = PyList::empty(py);
    // In chunks, so that Ctrl-C (a KeyboardInterrupt) stops a long batch
    // between two of them; each chunk runs on all threads.
    for chunk in list.chunks(BATCH_CHUNK) {
        let session = session.clone();
        let opts = &opts;
        let results = py.detach(move || rmca::analyze_batch(&session, chunk, opts, threads.unwrap_or(0)));
        for r in results {
            match r {
                Ok(report) => out.append(Report { inner: Arc::new(report) })?,
                Err(e) => out.append(analysis_error(py, &e).into_value(py))?,
            }
        }
        py.check_signals()?;
    }
    Ok(out)
}

/// analyze_batch(blocks, triple, cpu, mattr="", iterations=100, threads=None, views=None) -> list[Report | AnalysisError]
///
/// Analyses every block (str: assembly, bytes: machine code) on `threads`
/// threads (None: all cores), without the GIL. The results are in input
/// order; a block that cannot be analysed gets its AnalysisError (not
/// raised) in its place. Only the summary view is computed unless `views`
/// asks for more. Raises AnalysisError if the target or CPU is unknown,
/// TypeError for a block that is neither str nor bytes.
#[pyfunction]
#[pyo3(signature = (blocks, triple, cpu, mattr = "", iterations = 100, threads = None, views = None))]
#[allow(clippy::too_many_arguments)]
fn analyze_batch<'py>(
    py: Python<'py>,
    blocks: &Bound<'py, PyAny>,
    triple: &str,
    cpu: &str,
    mattr: &str,
    iterations: i64,
    threads: Option<usize>,
    views: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyList>> {
    let (t, c, m) = (triple.to_string(), cpu.to_string(), mattr.to_string());
    let session = py.detach(move || cached_session(&t, &c, &m)).map_err(|e| analysis_error(py, &e))?;
    batch(py, &session, blocks, iterations, views, threads)
}

/// One row of the instruction info view.
#[pyclass(frozen, get_all, eq, module = "rmca")]
#[derive(Clone, PartialEq)]
struct InstructionInfo {
    /// The instruction as printed.
    text: String,
    uops: u32,
    latency: u32,
    rthroughput: f64,
    may_load: bool,
    may_store: bool,
    has_side_effects: bool,
}

#[pymethods]
impl InstructionInfo {
    #[new]
    #[allow(clippy::too_many_arguments)]
    fn new(text: String, uops: u32, latency: u32, rthroughput: f64, may_load: bool, may_store: bool, has_side_effects: bool) -> Self {
        InstructionInfo { text, uops, latency, rthroughput, may_load, may_store, has_side_effects }
    }

    fn __repr__(&self) -> String {
        format!(
            "InstructionInfo(text={:?}, uops={}, latency={}, rthroughput={:?}, may_load={}, may_store={}, has_side_effects={})",
            self.text,
            self.uops,
            self.latency,
            self.rthroughput,
            py_bool(self.may_load),
            py_bool(self.may_store),
            py_bool(self.has_side_effects)
        )
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let me = slf.get().clone();
        let args = (me.text, me.uops, me.latency, me.rthroughput, me.may_load, me.may_store, me.has_side_effects);
        (slf.get_type(), args).into_pyobject(slf.py())
    }
}

fn py_bool(b: bool) -> &'static str {
    if b {
        "True"
    } else {
        "False"
    }
}

/// The analysis of one block: llvm-mca's summary figures as attributes,
/// and the views asked for (None when not asked for).
#[pyclass(frozen, eq, module = "rmca")]
#[derive(PartialEq)]
struct Report {
    inner: Arc<rmca::Report>,
}

impl Report {
    fn region(&self) -> &rmca::RegionReport {
        static EMPTY: OnceLock<rmca::RegionReport> = OnceLock::new();
        self.inner.regions.first().unwrap_or_else(|| EMPTY.get_or_init(Default::default))
    }

    fn summary(&self) -> rmca::views::summary::Summary {
        self.region().summary.clone().unwrap_or_default()
    }

    fn export(&self, region: &rmca::RegionReport) -> Map<String, Value> {
        export::region_value(region, &everything_exported())
    }
}

#[pymethods]
impl Report {
    /// Iterations simulated.
    #[getter]
    fn iterations(&self) -> u32 {
        self.region().iterations
    }

    /// Instructions simulated (the block's times the iterations).
    #[getter]
    fn instructions(&self) -> u32 {
        self.summary().instructions
    }

    #[getter]
    fn total_cycles(&self) -> u32 {
        self.summary().total_cycles
    }

    #[getter]
    fn total_uops(&self) -> u32 {
        self.summary().total_uops
    }

    #[getter]
    fn dispatch_width(&self) -> u32 {
        self.summary().dispatch_width
    }

    #[getter]
    fn uops_per_cycle(&self) -> f64 {
        self.summary().uops_per_cycle
    }

    #[getter]
    fn ipc(&self) -> f64 {
        self.summary().ipc
    }

    #[getter]
    fn block_rthroughput(&self) -> f64 {
        self.summary().block_rthroughput
    }

    /// The target triple and the CPU as the subtarget resolved it.
    #[getter]
    fn triple(&self) -> &str {
        &self.inner.triple
    }

    #[getter]
    fn cpu(&self) -> &str {
        &self.inner.cpu
    }

    /// The block's instructions as printed.
    #[getter]
    fn block(&self) -> Vec<String> {
        self.region().instructions.clone()
    }

    /// Warnings llvm-mca printed on stderr besides the report.
    #[getter]
    fn diagnostics(&self) -> &str {
        &self.inner.diagnostics
    }

    /// The instruction info view: one InstructionInfo per instruction.
    #[getter]
    fn instruction_info(&self) -> Option<Vec<InstructionInfo>> {
        let region = self.region();
        let info = region.instruction_info.as_ref()?;
        Some(
            info.rows
                .iter()
                .zip(&region.instructions)
                .map(|(r, text)| InstructionInfo {
                    text: text.clone(),
                    uops: r.num_micro_ops,
                    latency: r.latency,
                    rthroughput: r.rthroughput,
                    may_load: r.may_load,
                    may_store: r.may_store,
                    has_side_effects: r.has_side_effects,
                })
                .collect(),
        )
    }

    /// Resource pressure: resource (unit) name -> cycles per iteration.
    #[getter]
    fn resource_pressure<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.view(py, "resource_pressure")
    }

    /// The timeline: one dict per (iteration, instruction) with the cycles
    /// it was dispatched, ready, issued, executed and retired.
    #[getter]
    fn timeline<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.view(py, "timeline")
    }

    /// The bottleneck analysis as a dict (pressure increase cycles, the
    /// critical sequence).
    #[getter]
    fn bottleneck<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.view(py, "bottleneck")
    }

    /// One Report per code region (LLVM-MCA-BEGIN/END); the attributes of
    /// this report are the first region's.
    #[getter]
    fn regions(&self) -> Vec<Report> {
        self.inner
            .regions
            .iter()
            .map(|r| Report { inner: Arc::new(rmca::Report { regions: vec![r.clone()], ..(*self.inner).clone() }) })
            .collect()
    }

    /// The report as plain data (what rmca-batch writes per block): the
    /// summary figures and each view present. A block with several regions
    /// also has "regions", one such dict per region.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        map_to_py(py, &self.plain())
    }

    /// to_dict() as JSON text.
    fn to_json(&self) -> String {
        Value::Object(self.plain()).to_string()
    }

    /// The report exactly as llvm-mca prints it.
    fn to_text(&self) -> String {
        self.inner.to_text()
    }

    /// llvm-mca's -json document.
    fn to_llvm_json(&self) -> String {
        self.inner.to_llvm_json()
    }

    fn __repr__(&self) -> String {
        let s = self.summary();
        format!(
            "<rmca.Report {} {}: {} instructions, {} iterations, {} cycles, IPC {:.2}>",
            self.inner.triple, self.inner.cpu, self.region().instructions.len(), self.region().iterations, s.total_cycles, s.ipc
        )
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let state = serde_json::to_string(&*slf.get().inner)
            .map_err(|e| PyValueError::new_err(format!("cannot pickle this report: {e}")))?;
        let rebuild = py.import("rmca._rmca")?.getattr("_report_from_state")?;
        (rebuild, (state,)).into_pyobject(py)
    }
}

impl Report {
    fn view<'py>(&self, py: Python<'py>, key: &str) -> PyResult<Option<Bound<'py, PyAny>>> {
        let region = self.region();
        match region.view(key).and_then(|v| v.export(&region.instructions)) {
            Some(v) => Ok(Some(to_py(py, &v)?)),
            None => Ok(None),
        }
    }

    fn plain(&self) -> Map<String, Value> {
        let mut out = self.export(self.region());
        if self.inner.regions.len() > 1 {
            let regions = self
                .inner
                .regions
                .iter()
                .map(|r| {
                    let mut m = self.export(r);
                    m.insert("name".into(), Value::String(r.name.clone()));
                    Value::Object(m)
                })
                .collect();
            out.insert("regions".into(), Value::Array(regions));
        }
        out
    }
}

/// Unpickles a Report.
#[pyfunction]
fn _report_from_state(state: &str) -> PyResult<Report> {
    let inner: rmca::Report =
        serde_json::from_str(state).map_err(|e| PyValueError::new_err(format!("not a pickled rmca report: {e}")))?;
    Ok(Report { inner: Arc::new(inner) })
}

/// The LLVM version rmca was built with.
#[pyfunction]
fn llvm_version() -> String {
    rmca::mc::target::llvm_version()
}

#[pymodule]
fn _rmca(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Session>()?;
    m.add_class::<Report>()?;
    m.add_class::<InstructionInfo>()?;
    m.add("AnalysisError", m.py().get_type::<AnalysisError>())?;
    m.add_function(wrap_pyfunction!(analyze_batch, m)?)?;
    m.add_function(wrap_pyfunction!(_report_from_state, m)?)?;
    m.add_function(wrap_pyfunction!(llvm_version, m)?)?;
    Ok(())
}

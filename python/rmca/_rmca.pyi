"""Type stubs of rmca's native module (re-exported by ``rmca``)."""

from typing import Callable, Any, Iterable, List, Optional, Union

Block = Union[str, bytes, bytearray]
ViewNames = Union[None, str, Iterable[str]]

class AnalysisError(Exception):
    """An analysis failed; ``str(e)`` is llvm-mca's message."""

    #: The case: "UnknownTarget", "UnknownCpu", "NoSchedModel", "AssemblyErrors",
    #: "Disassembly", "NoInstructions", "UnsupportedInstruction", ...
    kind: str
    #: What llvm-mca printed before giving up (e.g. the parser's messages).
    diagnostics: str

class InstructionInfo:
    """One row of llvm-mca's instruction info view."""

    text: str
    uops: int
    latency: int
    rthroughput: float
    may_load: bool
    may_store: bool
    has_side_effects: bool
    def __init__(
        self,
        text: str,
        uops: int,
        latency: int,
        rthroughput: float,
        may_load: bool,
        may_store: bool,
        has_side_effects: bool,
    ) -> None: ...

class Report:
    """The analysis of one block. Compares equal to a report with the same
    content; pickles."""

    iterations: int
    #: Instructions simulated: the block's length times the iterations.
    instructions: int
    total_cycles: int
    total_uops: int
    dispatch_width: int
    uops_per_cycle: float
    ipc: float
    block_rthroughput: float
    triple: str
    #: The CPU as the subtarget resolved it.
    cpu: str
    #: The block's instructions as printed.
    block: List[str]
    #: Warnings llvm-mca printed besides the report.
    diagnostics: str
    #: None unless the view was asked for (Session.analyze has it by default).
    instruction_info: Optional[List[InstructionInfo]]
    #: Resource (unit) name -> cycles per iteration; None unless asked for.
    resource_pressure: Optional[dict[str, float]]
    #: One dict per (iteration, instruction): iteration, index, dispatched,
    #: ready, issued, executed, retired. None unless views has "timeline".
    timeline: Optional[List[dict[str, int]]]
    #: The bottleneck analysis; None unless views has "bottleneck".
    bottleneck: Optional[dict[str, Any]]
    #: One Report per code region (LLVM-MCA-BEGIN/END markers).
    regions: List["Report"]
    def to_dict(self) -> dict[str, Any]: ...
    def to_json(self) -> str: ...
    def to_text(self) -> str:
        """The report exactly as llvm-mca prints it."""
    def to_llvm_json(self) -> str:
        """llvm-mca's -json document."""

class Session:
    """A target ready to analyse (llvm-mca's -mtriple, -mcpu, -mattr).
    Thread-safe; pickles as its arguments."""

    triple: str
    cpu: str
    mattr: str
    def __init__(self, triple: str, cpu: str, mattr: str = "") -> None: ...
    def analyze(self, block: Block, iterations: int = 100, views: ViewNames = None) -> Report:
        """Analyses one block (str: assembly, bytes: machine code). Raises
        AnalysisError. views: None (summary, instruction_info,
        resource_pressure), or names among "summary", "instruction_info",
        "resource_pressure", "timeline", "bottleneck", "all"."""
    def analyze_each(
        self,
        block: Block,
        on_region: Callable[[Report], Optional[bool]],
        iterations: int = 100,
        views: ViewNames = None,
    ) -> bool:
        """Analyses one block, calling on_region with a Report of each region
        as it is made. Returning False stops the analysis (then False is
        returned); an exception stops it and propagates. True when every
        region was handed on."""
    def analyze_batch(
        self,
        blocks: Iterable[Block],
        iterations: int = 100,
        views: ViewNames = None,
        threads: Optional[int] = None,
    ) -> List[Union[Report, AnalysisError]]: ...

def analyze_batch(
    blocks: Iterable[Block],
    triple: str,
    cpu: str,
    mattr: str = "",
    iterations: int = 100,
    threads: Optional[int] = None,
    views: ViewNames = None,
) -> List[Union[Report, AnalysisError]]:
    """Analyses every block on all cores (or ``threads``) without the GIL.
    Results in input order; a failed block's AnalysisError is returned in
    its place. Only the summary is computed unless ``views`` asks for more."""

def llvm_version() -> str: ...
def _report_from_state(state: str) -> Report: ...

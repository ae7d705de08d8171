//! The one table of views. The command lines (their view flags,
//! `-all-views`, `-all-stats`), rmca-batch's `--views`, Python's `views=`,
//! the HTML page and the report itself (`report::RegionReport` has one
//! field per line of it) all read it.
//!
//! Adding a view: write its file (a listener that finishes into a value
//! implementing `ViewValue` and `RegisteredView`, whose `SPEC` gives its
//! name, flag and start function; see `view.rs`) and add one line to
//! `every_view!` below.

use super::view::{RegisteredView, ViewGroup, ViewSpec};

/// Calls `$then!` with every view, in the order a report prints them, as
/// `field: value type` pairs. This is the table.
macro_rules! every_view {
    ($then:ident) => {
        $then! {
            summary: $crate::views::summary::Summary,
            bottleneck: $crate::views::bottleneck::Bottleneck,
            instruction_info: $crate::views::instruction_info::InstructionInfo,
            dispatch_stats: $crate::views::dispatch_stats::DispatchStats,
            scheduler_stats: $crate::views::scheduler_stats::SchedulerStats,
            retire_stats: $crate::views::retire_stats::RetireStats,
            register_file_stats: $crate::views::register_file_stats::RegisterFileStats,
            resource_pressure: $crate::views::resource_pressure::ResourcePressure,
            timeline: $crate::views::timeline::Timeline,
            loop_carried_deps: $crate::views::loop_carried::LoopCarriedDeps,
            pipeline_trace: $crate::views::pipeline_trace::PipelineTrace,
        }
    };
}
pub(crate) use every_view;

/// A view of the table, with access to its place in [`Views`].
pub struct Registered {
    pub spec: &'static ViewSpec,
    selected: fn(&Views) -> bool,
    select: fn(&mut Views, bool),
}

impl Registered {
    /// Whether `views` selects this view.
    pub fn is_selected(&self, views: &Views) -> bool {
        (self.selected)(views)
    }
    /// Selects this view in `views` (or not).
    pub fn set(&self, views: &mut Views, on: bool) {
        (self.select)(views, on)
    }
}

macro_rules! define_registry {
    ($($field:ident: $value:ty,)*) => {
        /// Which views a report has: llvm-mca's view options, after
        /// `-all-views` and `-all-stats` are resolved, and rmca's own
        /// (`loop_carried_deps`: `-loop-carried-deps`; `pipeline_trace`:
        /// the record `-html` draws). One field per line of the table.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct Views {
            $(pub $field: bool,)*
        }

        impl Views {
            /// No view at all.
            pub const fn none() -> Views {
                Views { $($field: false,)* }
            }
        }

        /// Every view, in the order a report prints them.
        pub static VIEWS: &[Registered] = &[
            $(Registered {
                spec: &<$value as RegisteredView>::SPEC,
                selected: |v: &Views| v.$field,
                select: |v: &mut Views, on: bool| v.$field = on,
            },)*
        ];
    };
}
every_view!(define_registry);

impl Default for Views {
    /// llvm-mca's: summary, instruction info and resource pressure.
    fn default() -> Self {
        let mut v = Views::none();
        for r in VIEWS {
            r.set(&mut v, r.spec.flag.as_ref().is_some_and(|f| f.on_by_default));
        }
        v
    }
}

impl Views {
    /// Every view of llvm-mca (`-all-views`; retire statistics and
    /// bottleneck analysis only for out-of-order models, as llvm-mca has
    /// it). rmca's own views are not included.
    pub fn all(is_out_of_order: bool) -> Views {
        let mut v = Views::none();
        for r in VIEWS {
            let s = r.spec;
            r.set(&mut v, s.group != ViewGroup::Own && (is_out_of_order || !s.out_of_order_only));
        }
        v
    }

    /// The view called `name` (its name or an alias) is selected.
    pub fn select(&mut self, name: &str) -> Result<(), String> {
        match view_named(name) {
            Some(r) => {
                r.set(self, true);
                Ok(())
            }
            None => Err(format!("unknown view '{name}'")),
        }
    }

    /// Whether the view called `name` is selected (`None`: no such view).
    pub fn get(&self, name: &str) -> Option<bool> {
        view_named(name).map(|r| r.is_selected(self))
    }

    /// The selected views, in the order a report prints them.
    pub fn iter(&self) -> impl Iterator<Item = &'static Registered> + '_ {
        VIEWS.iter().filter(move |r| r.is_selected(self))
    }
}

/// The view with this name or alias.
pub fn view_named(name: &str) -> Option<&'static Registered> {
    VIEWS.iter().find(|r| r.spec.name == name || r.spec.aliases.contains(&name))
}

/// The view a command-line flag selects.
pub fn view_of_flag(flag: &str) -> Option<&'static Registered> {
    VIEWS.iter().find(|r| r.spec.flag.as_ref().is_some_and(|f| f.name == flag))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_flags_and_aliases_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for r in VIEWS {
            for n in std::iter::once(r.spec.name).chain(r.spec.aliases.iter().copied()) {
                assert!(seen.insert(n), "the name {n} is used twice");
            }
        }
        let mut flags = std::collections::HashSet::new();
        for r in VIEWS {
            if let Some(f) = &r.spec.flag {
                assert!(flags.insert(f.name), "the flag {} is used twice", f.name);
            }
        }
    }

    #[test]
    fn selection_follows_the_table() {
        let d = Views::default();
        assert!(d.summary && d.instruction_info && d.resource_pressure);
        assert!(!d.timeline && !d.bottleneck && !d.dispatch_stats && !d.loop_carried_deps && !d.pipeline_trace);
        let in_order = Views::all(false);
        assert!(in_order.timeline && in_order.dispatch_stats && !in_order.bottleneck && !in_order.retire_stats);
        assert!(!in_order.loop_carried_deps && !in_order.pipeline_trace);
        let ooo = Views::all(true);
        assert!(ooo.bottleneck && ooo.retire_stats);
        let mut v = Views::none();
        v.select("pressure").unwrap();
        assert_eq!(v.get("resource_pressure"), Some(true));
        assert!(v.select("nonesuch").is_err());
        assert_eq!(v.iter().map(|r| r.spec.name).collect::<Vec<_>>(), ["resource_pressure"]);
        assert_eq!(view_of_flag("bottleneck-analysis").map(|r| r.spec.name), Some("bottleneck"));
    }
}

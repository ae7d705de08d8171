//! Near matches for a misspelled name: the option parser's "Did you mean"
//! and the model overrides' "did you mean" both rank candidates by this
//! distance.

/// Levenshtein distance (inserting, deleting or replacing a byte each cost
/// 1), the measure LLVM's command line uses to suggest an option.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a = a.as_bytes();
    let b = b.as_bytes();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for i in 1..=a.len() {
        cur[0] = i;
        for j in 1..=b.len() {
            let rep = prev[j - 1] + usize::from(a[i - 1] != b[j - 1]);
            cur[j] = rep.min(prev[j] + 1).min(cur[j - 1] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::edit_distance;

    #[test]
    fn counts_inserts_deletes_and_replacements() {
        assert_eq!(edit_distance("", ""), 0);
        assert_eq!(edit_distance("timeline", "timeline"), 0);
        assert_eq!(edit_distance("timelin", "timeline"), 1);
        assert_eq!(edit_distance("timelinex", "timeline"), 1);
        assert_eq!(edit_distance("tameline", "timeline"), 1);
        assert_eq!(edit_distance("VMULPSr", "VMULPSrr"), 1);
        assert_eq!(edit_distance("abc", "xyz"), 3);
    }
}

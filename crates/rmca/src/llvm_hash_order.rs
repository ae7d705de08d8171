//! The iteration order of LLVM's string-keyed hash tables, where a tool's
//! output depends on it: which of several unknown YAML keys llvm-exegesis
//! reports (a `StringMap`), and which opcode it suggests for a misspelled
//! one (a `DenseMap<StringRef, _>`). Both hash a string with XXH3 (64 bits,
//! kept as 32) and iterate their buckets in index order.

use xxhash_rust::xxh3::xxh3_64;

fn hash32(s: &str) -> u32 {
    xxh3_64(s.as_bytes()) as u32
}

/// The order a `StringMap` holding `keys` (inserted in this order, without
/// duplicates) iterates them, as indices into `keys`. It starts with 16
/// buckets, probes quadratically (+1, +2, ...) and doubles once more than
/// three quarters are full, re-inserting in bucket order.
pub fn string_map_order(keys: &[&str]) -> Vec<usize> {
    fn place(buckets: &mut [Option<usize>], hash: u32, item: usize) {
        let mask = buckets.len() - 1;
        let mut at = hash as usize & mask;
        let mut step = 1;
        while buckets[at].is_some() {
            at = (at + step) & mask;
            step += 1;
        }
        buckets[at] = Some(item);
    }
    let mut buckets: Vec<Option<usize>> = vec![None; 16];
    for (i, k) in keys.iter().enumerate() {
        place(&mut buckets, hash32(k), i);
        let items = i + 1;
        if items * 4 > buckets.len() * 3 {
            let mut bigger = vec![None; buckets.len() * 2];
            for item in buckets.iter().flatten() {
                place(&mut bigger, hash32(keys[*item]), *item);
            }
            buckets = bigger;
        }
    }
    buckets.into_iter().flatten().collect()
}

/// The order a `DenseMap<StringRef, _>` made with room for all of `keys`
/// (LLVM 23's: buckets for 4/3 of them, the next power of two above, and
/// linear probing) iterates them after they are inserted in this order.
pub fn dense_map_order(keys: &[&str]) -> Vec<usize> {
    if keys.is_empty() {
        return Vec::new();
    }
    let n = (keys.len() * 4 / 3 + 1).next_power_of_two();
    // LLVM's NextPowerOf2 is strictly greater.
    let n = if n == keys.len() * 4 / 3 + 1 { n * 2 } else { n };
    let mask = n - 1;
    let mut buckets: Vec<Option<usize>> = vec![None; n];
    for (i, k) in keys.iter().enumerate() {
        let mut at = hash32(k) as usize & mask;
        while buckets[at].is_some() {
            at = (at + 1) & mask;
        }
        buckets[at] = Some(i);
    }
    buckets.into_iter().flatten().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    // Orders read off llvm-exegesis (LLVM 22 and 23): of two unknown keys
    // in a benchmark's `key:` mapping, the one it reports comes first.
    #[test]
    fn string_map_reports_the_keys_llvm_exegesis_reports() {
        for (a, b, first) in [("alpha", "beta", "beta"), ("x1", "x2", "x2"), ("qq", "rr", "qq"), ("foo", "bar", "bar")] {
            let keys = ["instructions", "config", "register_initial_values", a, b];
            let order = string_map_order(&keys);
            let reported = order.iter().map(|&i| keys[i]).find(|k| *k == a || *k == b);
            assert_eq!(reported, Some(first), "{a} {b}");
        }
    }

    #[test]
    fn orders_hold_every_key_once() {
        let keys: Vec<String> = (0..100).map(|i| format!("k{i}")).collect();
        let refs: Vec<&str> = keys.iter().map(|s| s.as_str()).collect();
        for order in [string_map_order(&refs), dense_map_order(&refs)] {
            let mut sorted = order.clone();
            sorted.sort();
            assert_eq!(sorted, (0..100).collect::<Vec<_>>());
        }
    }
}

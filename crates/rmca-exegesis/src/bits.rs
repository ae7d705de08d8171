//! A fixed-size bit set over register numbers (LLVM's BitVector subset).

#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Bits {
    words: Vec<u64>,
    len: usize,
}

impl Bits {
    pub fn new(len: usize) -> Bits {
        Bits { words: vec![0; len.div_ceil(64)], len }
    }
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn set(&mut self, i: usize) {
        if i < self.len {
            self.words[i / 64] |= 1 << (i % 64);
        }
    }
    pub fn reset(&mut self, i: usize) {
        if i < self.len {
            self.words[i / 64] &= !(1 << (i % 64));
        }
    }
    pub fn test(&self, i: usize) -> bool {
        i < self.len && self.words[i / 64] & (1 << (i % 64)) != 0
    }
    pub fn any(&self) -> bool {
        self.words.iter().any(|w| *w != 0)
    }
    pub fn count(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }
    pub fn or_with(&mut self, o: &Bits) {
        for (a, b) in self.words.iter_mut().zip(&o.words) {
            *a |= *b;
        }
    }
    pub fn and_with(&mut self, o: &Bits) {
        for (a, b) in self.words.iter_mut().zip(&o.words) {
            *a &= *b;
        }
    }
    /// Clears every bit set in `o`.
    pub fn remove(&mut self, o: &Bits) {
        for (a, b) in self.words.iter_mut().zip(&o.words) {
            *a &= !*b;
        }
    }
    pub fn any_common(&self, o: &Bits) -> bool {
        self.words.iter().zip(&o.words).any(|(a, b)| a & b != 0)
    }
    pub fn first(&self) -> Option<usize> {
        self.iter().next()
    }
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.words.iter().enumerate().flat_map(|(wi, &w)| {
            let mut w = w;
            std::iter::from_fn(move || {
                if w == 0 {
                    return None;
                }
                let b = w.trailing_zeros() as usize;
                w &= w - 1;
                Some(wi * 64 + b)
            })
        })
    }
}

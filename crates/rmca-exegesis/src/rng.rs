//! The random draws llvm-exegesis makes, reproduced bit for bit: a 32-bit
//! Mersenne Twister (as `std::mt19937`), the range reduction libstdc++ 12
//! uses in `uniform_int_distribution` for a 32-bit generator (Lemire's
//! multiply-and-reject), and libstdc++'s `std::shuffle`, which draws two
//! swap positions at once while the range allows it.

const N: usize = 624;
const M: usize = 397;

#[derive(Clone)]
pub struct Mt19937 {
    state: [u32; N],
    pos: usize,
}

impl Mt19937 {
    pub fn new(seed: u32) -> Mt19937 {
        let mut state = [0u32; N];
        state[0] = seed;
        for i in 1..N {
            let prev = state[i - 1];
            state[i] = 1_812_433_253u32.wrapping_mul(prev ^ (prev >> 30)).wrapping_add(i as u32);
        }
        Mt19937 { state, pos: N }
    }

    fn refill(&mut self) {
        for i in 0..N {
            let y = (self.state[i] & 0x8000_0000) | (self.state[(i + 1) % N] & 0x7fff_ffff);
            let mut v = self.state[(i + M) % N] ^ (y >> 1);
            if y & 1 != 0 {
                v ^= 0x9908_b0df;
            }
            self.state[i] = v;
        }
        self.pos = 0;
    }

    pub fn next_u32(&mut self) -> u32 {
        if self.pos >= N {
            self.refill();
        }
        let mut y = self.state[self.pos];
        self.pos += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^= y >> 18;
        y
    }

    /// A value in `[0, span)` for `span` in `1..=2^32` (libstdc++'s
    /// downscaling of a 32-bit generator).
    fn below(&mut self, span: u64) -> u64 {
        if span > u32::MAX as u64 {
            // The whole generator range: the value is used as drawn.
            return self.next_u32() as u64;
        }
        let range = span as u32;
        let mut product = self.next_u32() as u64 * range as u64;
        let mut low = product as u32;
        if low < range {
            let threshold = range.wrapping_neg() % range;
            while low < threshold {
                product = self.next_u32() as u64 * range as u64;
                low = product as u32;
            }
        }
        product >> 32
    }

    /// `std::uniform_int_distribution<>(lo, hi)(gen)`.
    pub fn uniform(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.below(hi - lo + 1)
    }

    /// `llvm::shuffle(v.begin(), v.end(), gen)`: front to back, each
    /// position swapped with one `gen() % remaining` further on.
    pub fn llvm_shuffle<T>(&mut self, v: &mut [T]) {
        let mut first = 0usize;
        let mut size = v.len();
        while size > 1 {
            let offset = (self.next_u32() as usize) % size;
            if offset != 0 {
                v.swap(first, first + offset);
            }
            first += 1;
            size -= 1;
        }
    }

    /// `std::shuffle(v.begin(), v.end(), gen)`.
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        let n = v.len() as u64;
        if n == 0 {
            return;
        }
        let gen_range = u32::MAX as u64;
        if gen_range / n >= n {
            let mut i = 1usize;
            if n % 2 == 0 {
                let j = self.uniform(0, 1) as usize;
                v.swap(i, j);
                i += 1;
            }
            while i != v.len() {
                let swap_range = i as u64 + 1;
                let x = self.uniform(0, swap_range * (swap_range + 1) - 1);
                let (a, b) = (x / (swap_range + 1), x % (swap_range + 1));
                v.swap(i, a as usize);
                i += 1;
                v.swap(i, b as usize);
                i += 1;
            }
            return;
        }
        for i in 1..v.len() {
            let j = self.uniform(0, i as u64) as usize;
            v.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mt19937_reference_values() {
        // The 10000th output of a default-seeded mt19937 is 4123659995.
        let mut g = Mt19937::new(5489);
        let mut last = 0;
        for _ in 0..10000 {
            last = g.next_u32();
        }
        assert_eq!(last, 4_123_659_995);
    }
}

//! Deterministic x86-64 basic blocks for tests: short sequences over a
//! mix of integer, vector, load and store instructions with varied
//! registers, so that blocks differ in dependencies and resources.

const GPR: [&str; 8] = ["%rax", "%rbx", "%rcx", "%rdx", "%rsi", "%rdi", "%r8", "%r9"];
const XMM: [&str; 6] = ["%xmm0", "%xmm1", "%xmm2", "%xmm3", "%xmm4", "%xmm5"];

/// A small linear congruential generator: the same blocks every run.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

fn instruction(rng: &mut Lcg) -> String {
    let g = |rng: &mut Lcg| GPR[rng.next(GPR.len())];
    let x = |rng: &mut Lcg| XMM[rng.next(XMM.len())];
    match rng.next(14) {
        0 => format!("addq {}, {}", g(rng), g(rng)),
        1 => format!("imulq {}, {}", g(rng), g(rng)),
        2 => format!("movq ({}), {}", g(rng), g(rng)),
        3 => format!("movq {}, 8({})", g(rng), g(rng)),
        4 => format!("leaq 4({},{},2), {}", g(rng), g(rng), g(rng)),
        5 => format!("xorl %eax, %eax"),
        6 => format!("vaddps {}, {}, {}", x(rng), x(rng), x(rng)),
        7 => format!("vmulps {}, {}, {}", x(rng), x(rng), x(rng)),
        8 => format!("vdivps {}, {}, {}", x(rng), x(rng), x(rng)),
        9 => format!("vmovaps ({}), {}", g(rng), x(rng)),
        10 => format!("shlq $3, {}", g(rng)),
        11 => format!("cmpq {}, {}", g(rng), g(rng)),
        12 => format!("popcntq {}, {}", g(rng), g(rng)),
        _ => format!("vpaddd {}, {}, {}", x(rng), x(rng), x(rng)),
    }
}

/// `n` blocks of 1 to 8 instructions each, seeded by `seed`.
pub fn blocks(n: usize, seed: u64) -> Vec<String> {
    let mut rng = Lcg(seed);
    (0..n)
        .map(|_| {
            let len = 1 + rng.next(8);
            (0..len).map(|_| instruction(&mut rng)).collect::<Vec<_>>().join("\n")
        })
        .collect()
}

//! printf's `%g` (six significant digits), as LLVM's YAML writer prints a
//! double.

pub fn g(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf".into() } else { "-inf".into() };
    }
    if x == 0.0 {
        return if x.is_sign_negative() { "-0".into() } else { "0".into() };
    }
    // The exponent after rounding to 6 significant digits.
    let e_form = format!("{x:.5e}");
    let (mant, exp) = e_form.split_once('e').unwrap_or((&e_form, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    if !(-4..6).contains(&exp) {
        let m = trim_zeros(mant);
        return format!("{m}e{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs());
    }
    let decimals = (5 - exp).max(0) as usize;
    trim_zeros(&format!("{x:.decimals$}")).to_string()
}

fn trim_zeros(s: &str) -> &str {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::g;

    #[test]
    fn like_printf() {
        assert_eq!(g(3.0), "3");
        assert_eq!(g(1.000172), "1.00017");
        assert_eq!(g(0.198311), "0.198311");
        assert_eq!(g(30.4026), "30.4026");
        assert_eq!(g(123456.7), "123457");
        assert_eq!(g(1234567.0), "1.23457e+06");
        assert_eq!(g(0.0001), "0.0001");
        assert_eq!(g(0.00001234), "1.234e-05");
        assert_eq!(g(999999.5), "1e+06");
        assert_eq!(g(-2.5), "-2.5");
        assert_eq!(g(0.0), "0");
    }
}

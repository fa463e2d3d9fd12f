//! A share link as a QR code, drawn in SVG, for a phone across the table to
//! scan. The encoder is the `qrcodegen` crate; this only draws its modules.

use qrcodegen::{QrCode, QrCodeEcc, QrSegment, Version};
use std::fmt::Write;
use yew::prelude::*;

/// Quiet zone around the code, in modules (the standard asks for four).
const BORDER: i32 = 4;

/// The code for `text` at medium error correction (raised when the text
/// leaves room), or `None` if it is too long for any QR code.
fn encode(text: &str) -> Option<QrCode> {
    let segs = QrSegment::make_segments(text);
    // A fixed mask: choosing the best of eight means drawing the code eight
    // times, tens of milliseconds for a long link on a slow tablet, and any
    // mask scans.
    QrCode::encode_segments_advanced(
        &segs,
        QrCodeEcc::Medium,
        Version::MIN,
        Version::MAX,
        Some(qrcodegen::Mask::new(0)),
        true,
    )
    .ok()
}

/// The dark modules as one path: each run of dark modules in a row is one
/// rectangle, which keeps the path (and the page) small.
fn path(code: &QrCode) -> String {
    let n = code.size();
    let mut d = String::new();
    for y in 0..n {
        let mut x = 0;
        while x < n {
            if code.get_module(x, y) {
                let start = x;
                while x < n && code.get_module(x, y) {
                    x += 1;
                }
                let _ = write!(
                    d,
                    "M{} {}h{}v1h-{}z",
                    start + BORDER,
                    y + BORDER,
                    x - start,
                    x - start
                );
            } else {
                x += 1;
            }
        }
    }
    d
}

#[derive(Properties, PartialEq)]
pub struct QrProps {
    pub text: AttrValue,
    /// What the code is of, for screen readers.
    pub label: AttrValue,
}

/// The QR code of `text`, or a line saying it is too long for one.
#[function_component(Qr)]
pub fn qr(props: &QrProps) -> Html {
    let drawn = use_memo(props.text.clone(), |text| {
        encode(text).map(|code| (code.size() + 2 * BORDER, path(&code)))
    });
    match &*drawn {
        Some((size, d)) => html! {
            <svg class="qr" data-qr="" role="img" aria-label={props.label.clone()}
                viewBox={format!("0 0 {size} {size}")} shape-rendering="crispEdges">
                <rect width={size.to_string()} height={size.to_string()} fill="#fff" />
                <path d={d.clone()} fill="#000" />
            </svg>
        },
        None => {
            html! { <p class="hint">{ super::lang::th("This link is too long for a QR code.") }</p> }
        }
    }
}

package test

import (
	"encoding"
	"testing"
)

// binaryPtr is a pointer to T that writes and reads itself.
type binaryPtr[T any] interface {
	*T
	encoding.BinaryMarshaler
	encoding.BinaryUnmarshaler
}

// RoundTrip writes v with MarshalBinary and returns what UnmarshalBinary
// reads back into a new value, failing t on an error; it also fails t when
// half of what was written is read without an error.
func RoundTrip[T any, P binaryPtr[T]](t testing.TB, v P) P {
	t.Helper()
	data, err := v.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	back := P(new(T))
	if err := back.UnmarshalBinary(data); err != nil {
		t.Fatal(err)
	}
	if err := P(new(T)).UnmarshalBinary(data[:len(data)/2]); err == nil {
		t.Errorf("half of a %T was read", v)
	}
	return back
}

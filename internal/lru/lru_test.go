package lru

import "testing"

func TestGenerationsAndBounds(t *testing.T) {
	c := New[int](2, nil, 0)
	c.Put("a", 1, 10)
	if v, ok := c.Get("a", 1); !ok || v != 10 {
		t.Fatalf("Get(a, 1) = %v %v", v, ok)
	}
	if _, ok := c.Get("a", 2); ok {
		t.Error("a value of another generation is a miss")
	}
	if _, ok := c.Get("a", 1); ok {
		t.Error("a value of another generation is dropped")
	}
	c.Put("a", 3, 30)
	c.Put("a", 2, 20)
	if v, _ := c.Get("a", 3); v != 30 {
		t.Errorf("an older value replaced a newer one: %v", v)
	}
	c.Put("b", 3, 1)
	c.Get("a", 3)
	c.Put("c", 3, 2)
	if _, ok := c.Get("b", 3); ok {
		t.Error("the least recently used value stays past the bound")
	}
	if _, ok := c.Get("a", 3); !ok {
		t.Error("a recently used value was evicted")
	}
}

func TestWeight(t *testing.T) {
	c := New(10, func(v []int) int { return len(v) }, 5)
	c.Put("a", 1, make([]int, 3))
	c.Put("b", 1, make([]int, 3))
	if _, ok := c.Get("a", 1); ok {
		t.Error("the weight bound kept too much")
	}
	c.Put("big", 1, make([]int, 50))
	if _, ok := c.Get("big", 1); !ok {
		t.Error("the most recent value is kept whatever it weighs")
	}
	if _, ok := c.Get("b", 1); ok {
		t.Error("b should have made room for big")
	}
}

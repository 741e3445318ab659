package ui

import (
	"os"
	"strconv"
	"strings"
	"time"
)

// processStart returns when this process started, from /proc (to 10 ms),
// so start-up times include loading the binary and initialising packages.
func processStart() (time.Time, bool) {
	now := time.Now()
	stat, err1 := os.ReadFile("/proc/self/stat")
	up, err2 := os.ReadFile("/proc/uptime")
	if err1 != nil || err2 != nil {
		return time.Time{}, false
	}
	// The command name (field 2) may hold spaces; fields count from its ")".
	s := string(stat)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return time.Time{}, false
	}
	fields := strings.Fields(s[i+1:])
	const startField = 22 - 3 // starttime is field 22; fields[0] is field 3
	if len(fields) <= startField {
		return time.Time{}, false
	}
	ticks, err := strconv.ParseFloat(fields[startField], 64)
	upFields := strings.Fields(string(up))
	if err != nil || len(upFields) == 0 {
		return time.Time{}, false
	}
	uptime, err := strconv.ParseFloat(upFields[0], 64)
	if err != nil {
		return time.Time{}, false
	}
	const clockTicks = 100 // USER_HZ, 100 on every Linux architecture Go supports
	age := uptime - ticks/clockTicks
	if age < 0 || age > 3600 {
		return time.Time{}, false
	}
	return now.Add(-time.Duration(age * float64(time.Second))), true
}
